CREATE TABLE "list_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"list_count" integer NOT NULL,
	"member_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_snapshots_kind_check" CHECK ("list_snapshots"."kind" in ('import', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "removed_list_members" (
	"id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "snapshot_id" integer;--> statement-breakpoint
ALTER TABLE "list_snapshots" ADD CONSTRAINT "list_snapshots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_list_members" ADD CONSTRAINT "removed_list_members_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_snapshots_owner_id_id_idx" ON "list_snapshots" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "removed_list_members_list_id_idx" ON "removed_list_members" USING btree ("list_id");--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_snapshot_id_list_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."list_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lists_removed_at_idx" ON "lists" USING btree ("removed_at") WHERE "lists"."removed_at" is not null;--> statement-breakpoint
CREATE INDEX "lists_snapshot_id_idx" ON "lists" USING btree ("snapshot_id") WHERE "lists"."snapshot_id" is not null;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_snapshot_is_removed_check" CHECK ("lists"."snapshot_id" is null or "lists"."removed_at" is not null);--> statement-breakpoint--> statement-breakpoint
-- Only live lists are anyone's (lists.removed_at is null): the access rule and the plan's count
-- say so (server/access/list-access.ts).
-- A removed list (Trash, import snapshot) takes no member: adding one by its id (the members
-- routes rely on the (list_id, owner_id) foreign key rather than a lookup, decision 015) fails as
-- that key fails, so the app answers 'List not found' as for any list out of reach. Checked on the
-- row the count update locks, after any concurrent trashing committed (RETURNING gives the row as
-- it is now), at no extra scan of the statement's rows.
CREATE OR REPLACE FUNCTION "bump_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH u AS (
      UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" + d."n"
        FROM (SELECT "list_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "list_id") AS d
        WHERE l."id" = d."list_id"
        RETURNING l."removed_at"
    ) SELECT count(*) FILTER (WHERE u."removed_at" IS NOT NULL) INTO removed FROM u;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" - d."n"
      FROM (SELECT "list_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "list_id") AS d
      WHERE l."id" = d."list_id";
  ELSE
    -- An update may move rows between lists: what each list gained less what it lost.
    WITH u AS (
      UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" + d."n"
        FROM (SELECT "list_id", sum("n")::int AS "n", bool_or("added") AS "added" FROM (
                SELECT "list_id", 1 AS "n", true AS "added" FROM "new_rows" UNION ALL SELECT "list_id", -1, false FROM "old_rows"
              ) AS m GROUP BY "list_id") AS d
        WHERE l."id" = d."list_id"
        RETURNING l."removed_at", d."added"
    ) SELECT count(*) FILTER (WHERE u."removed_at" IS NOT NULL AND u."added") INTO removed FROM u;
  END IF;
  IF removed > 0 THEN
    RAISE EXCEPTION 'a removed list takes no members'
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'list_members_list_owner_fk', TABLE = 'list_members';
  END IF;
  RETURN NULL;
END
$$;
