-- Each list's member count, kept by the trigger that already bumps members_version (migration
-- 0003), in the same statement and under the same row lock: +n for rows added, -n for rows
-- removed, per list, once per statement. GET /api/lists then reads one row per list instead of
-- joining and counting every member (the most frequent call: bench:load, bench:lists).
ALTER TABLE "lists" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "lists" AS l SET "member_count" = c."n"
  FROM (SELECT "list_id", count(*)::int AS "n" FROM "list_members" GROUP BY "list_id") AS c
  WHERE l."id" = c."list_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_members_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" + d."n"
      FROM (SELECT "list_id", count(*)::int AS "n" FROM "new_rows" GROUP BY "list_id") AS d
      WHERE l."id" = d."list_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" - d."n"
      FROM (SELECT "list_id", count(*)::int AS "n" FROM "old_rows" GROUP BY "list_id") AS d
      WHERE l."id" = d."list_id";
  ELSE
    -- An update may move rows between lists: what each list gained less what it lost.
    UPDATE "lists" AS l SET "members_version" = l."members_version" + 1, "member_count" = l."member_count" + d."n"
      FROM (SELECT "list_id", sum("n")::int AS "n" FROM (
              SELECT "list_id", 1 AS "n" FROM "new_rows" UNION ALL SELECT "list_id", -1 FROM "old_rows"
            ) AS m GROUP BY "list_id") AS d
      WHERE l."id" = d."list_id";
  END IF;
  RETURN NULL;
END
$$;
