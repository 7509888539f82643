-- Substring search of usernames ('contains', the members screen and the composer's @-mentions,
-- issue #19): a trigram index on lower(username) serves `lower(username) like '%text%'` from
-- three characters on. pg_trgm ships with PostgreSQL (trusted: a database owner may create it)
-- and with PGlite (loaded in server/db/open.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "list_members_username_trgm_idx" ON "list_members" USING gin (lower("username") gin_trgm_ops);
