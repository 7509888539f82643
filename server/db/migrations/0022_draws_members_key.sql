-- Issue #33: who stored an entrant list, where and when (a person's and a workspace's draws may
-- store so much a day), and each draw's members as a set (a re-roll of the same people in another
-- order or other lists is linked). Lists stored before are nobody's: they count toward no day.
ALTER TABLE "draw_entrant_lists" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "draw_entrant_lists" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
ALTER TABLE "draw_entrant_lists" ADD COLUMN "stored_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "members_key" text;--> statement-breakpoint
-- The key of a draw made before: its stored list's handles in lower case, distinct, sorted by
-- their bytes, one per line (as the server computes it), hashed.
UPDATE "draws" SET "members_key" = "keys"."key" FROM (
	SELECT "e"."fingerprint", encode(sha256(convert_to(coalesce(string_agg("h"."handle", chr(10) ORDER BY "h"."handle" COLLATE "C"), ''), 'UTF8')), 'hex') AS "key"
	FROM "draw_entrant_lists" "e"
	LEFT JOIN LATERAL (SELECT DISTINCT lower("x") AS "handle" FROM unnest(string_to_array("e"."entrants", chr(10))) AS "x" WHERE "x" <> '') "h" ON true
	GROUP BY "e"."fingerprint"
) AS "keys" WHERE "keys"."fingerprint" = "draws"."selection_fingerprint";--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "members_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_entrant_lists" ADD CONSTRAINT "draw_entrant_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entrant_lists" ADD CONSTRAINT "draw_entrant_lists_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_entrant_lists_user_stored_idx" ON "draw_entrant_lists" USING btree ("user_id","stored_at");--> statement-breakpoint
CREATE INDEX "draw_entrant_lists_workspace_stored_idx" ON "draw_entrant_lists" USING btree ("workspace_id","stored_at");--> statement-breakpoint
CREATE INDEX "draws_members_key_idx" ON "draws" USING btree ("members_key","created_at");
