ALTER TABLE "lists" ADD COLUMN "members_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any statement that adds, changes or removes members bumps members_version of the lists it
-- touched, once per statement (a 100,000-row import costs one update per list, not per row).
CREATE FUNCTION "bump_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "lists" SET "members_version" = "members_version" + 1 WHERE "id" IN (SELECT "list_id" FROM "new_rows");
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "lists" SET "members_version" = "members_version" + 1 WHERE "id" IN (SELECT "list_id" FROM "old_rows");
  ELSE
    UPDATE "lists" SET "members_version" = "members_version" + 1
      WHERE "id" IN (SELECT "list_id" FROM "new_rows" UNION SELECT "list_id" FROM "old_rows");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "list_members_inserted" AFTER INSERT ON "list_members"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_members_version"();
--> statement-breakpoint
CREATE TRIGGER "list_members_updated" AFTER UPDATE ON "list_members"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_members_version"();
--> statement-breakpoint
CREATE TRIGGER "list_members_deleted" AFTER DELETE ON "list_members"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_members_version"();
