-- The workspace a list, a list member and an import snapshot belong to was still called owner_id
-- (spec §3's name, kept when lists moved to workspaces in 0017): renamed to workspace_id, with the
-- names of its indexes and constraints. drizzle-kit wrote the snapshot; its SQL dropped and made
-- again every index and key on the column, these statements rename them: no row or index is rewritten.
ALTER TABLE "lists" RENAME COLUMN "owner_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "list_members" RENAME COLUMN "owner_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "list_snapshots" RENAME COLUMN "owner_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "lists" RENAME CONSTRAINT "lists_id_owner_id_key" TO "lists_id_workspace_id_key";--> statement-breakpoint
ALTER TABLE "lists" RENAME CONSTRAINT "lists_owner_id_workspaces_id_fk" TO "lists_workspace_id_workspaces_id_fk";--> statement-breakpoint
ALTER TABLE "list_members" RENAME CONSTRAINT "list_members_list_owner_fk" TO "list_members_list_workspace_fk";--> statement-breakpoint
ALTER TABLE "list_snapshots" RENAME CONSTRAINT "list_snapshots_owner_id_workspaces_id_fk" TO "list_snapshots_workspace_id_workspaces_id_fk";--> statement-breakpoint
ALTER INDEX "lists_owner_id_idx" RENAME TO "lists_workspace_id_idx";--> statement-breakpoint
ALTER INDEX "list_members_owner_id_id_idx" RENAME TO "list_members_workspace_id_id_idx";--> statement-breakpoint
ALTER INDEX "list_members_list_owner_username_lower_key" RENAME TO "list_members_list_workspace_username_lower_key";--> statement-breakpoint
ALTER INDEX "list_members_owner_username_lower_idx" RENAME TO "list_members_workspace_username_lower_idx";--> statement-breakpoint
ALTER INDEX "list_snapshots_owner_id_id_idx" RENAME TO "list_snapshots_workspace_id_id_idx";--> statement-breakpoint
-- The trigger of 0007 that gives a member its list's workspace names the column in its body (text,
-- not renamed with the column): made again under the new names.
DROP TRIGGER "list_members_fill_owner" ON "list_members";--> statement-breakpoint
DROP FUNCTION "list_members_fill_owner"();--> statement-breakpoint
CREATE FUNCTION "list_members_fill_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "workspace_id" INTO NEW."workspace_id" FROM "lists" WHERE "id" = NEW."list_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "list_members_fill_workspace" BEFORE INSERT ON "list_members"
  FOR EACH ROW WHEN (NEW."workspace_id" IS NULL) EXECUTE FUNCTION "list_members_fill_workspace"();--> statement-breakpoint
-- 0016's members trigger refuses a member of a removed list as the foreign key would, by the
-- key's name: the same body, naming the key by its new name.
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
      USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'list_members_list_workspace_fk', TABLE = 'list_members';
  END IF;
  RETURN NULL;
END
$$;
