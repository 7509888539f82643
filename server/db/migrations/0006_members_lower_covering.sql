-- The dashboard counts distinct lower(username) over every member: with username INCLUDEd the
-- count is an index-only scan (~0.3 s instead of ~0.9 s at 1,000,000 members; bench:admin-stats).
-- Drizzle's index builder has no INCLUDE, so schema.ts keeps the plain definition and says so.
DROP INDEX IF EXISTS "list_members_username_lower_idx";
--> statement-breakpoint
CREATE INDEX "list_members_username_lower_idx" ON "list_members" USING btree (lower("username")) INCLUDE ("username");
