-- Issue #33: a draw stores the selection's member list (shared by every draw of the same members)
-- and the places of who was left out, not the eligible list again; a certificate outlives its team.
-- Draws made before this stored their eligible list: it is their selection list, nobody listed as left out.
ALTER TABLE "draws" DROP CONSTRAINT "draws_fingerprint_draw_entrant_lists_fingerprint_fk";
--> statement-breakpoint
ALTER TABLE "draws" DROP CONSTRAINT "draws_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "workspace_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "selection_fingerprint" text;--> statement-breakpoint
UPDATE "draws" SET "selection_fingerprint" = "fingerprint";--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "selection_fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "left_out_positions" "bytea";--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_selection_fingerprint_draw_entrant_lists_fingerprint_fk" FOREIGN KEY ("selection_fingerprint") REFERENCES "public"."draw_entrant_lists"("fingerprint") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_selection_fingerprint_idx" ON "draws" USING btree ("selection_fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "draws_workspace_created_idx" ON "draws" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "draws_user_created_idx" ON "draws" USING btree ("user_id","created_at");
