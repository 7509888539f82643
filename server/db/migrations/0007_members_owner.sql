-- The members screen reads "my members in id order, after <id>, 200 at a time". Without the owner
-- on the member row PostgreSQL walked list_members' primary key and checked each row's list:
-- every page read everyone's members up to mine (16-27 ms at 205,000 members, growing with the
-- table; bench:load). With owner_id and an (owner_id, id) index a page is one index range.
ALTER TABLE "lists" ADD CONSTRAINT "lists_id_owner_id_key" UNIQUE("id","owner_id");--> statement-breakpoint
ALTER TABLE "list_members" ADD COLUMN "owner_id" integer;--> statement-breakpoint
-- An insert that does not give the owner (old data, SQL by hand) gets the list's: like a default.
CREATE FUNCTION "list_members_fill_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "owner_id" INTO NEW."owner_id" FROM "lists" WHERE "id" = NEW."list_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "list_members_fill_owner" BEFORE INSERT ON "list_members"
  FOR EACH ROW WHEN (NEW."owner_id" IS NULL) EXECUTE FUNCTION "list_members_fill_owner"();
--> statement-breakpoint
UPDATE "list_members" AS m SET "owner_id" = l."owner_id" FROM "lists" AS l WHERE l."id" = m."list_id";--> statement-breakpoint
ALTER TABLE "list_members" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
-- (list_id, owner_id) must be a list and its owner: replaces the foreign key on list_id alone.
ALTER TABLE "list_members" DROP CONSTRAINT "list_members_list_id_lists_id_fk";--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_list_owner_fk" FOREIGN KEY ("list_id","owner_id") REFERENCES "public"."lists"("id","owner_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "list_members_owner_id_id_idx" ON "list_members" USING btree ("owner_id","id");
