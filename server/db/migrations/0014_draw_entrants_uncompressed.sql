-- An entrant list is written once per distinct list of members and read only by a certificate:
-- kept out of line without compression, a 100,000-handle list (~1 MB) is written in a quarter of
-- the time (pglz compressing it cost ~9 ms of each shoot after a change; decision 020).
ALTER TABLE "draw_entrant_lists" ALTER COLUMN "entrants" SET STORAGE EXTERNAL;
