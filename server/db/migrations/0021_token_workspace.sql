ALTER TABLE "api_tokens" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
-- Issue #33: a token acts in the workspace it was made for. A token made before acted in its
-- user's current workspace: it keeps that one (if they are still a member there), else Personal,
-- so no script or extension finds itself elsewhere the day this ships.
UPDATE "api_tokens" SET "workspace_id" = coalesce(
	(SELECT m."workspace_id" FROM "users" u JOIN "workspace_members" m ON m."workspace_id" = u."current_workspace_id" AND m."user_id" = u."id" WHERE u."id" = "api_tokens"."user_id"),
	(SELECT w."id" FROM "workspaces" w WHERE w."personal_of" = "api_tokens"."user_id"));--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_workspace_id_idx" ON "api_tokens" USING btree ("workspace_id");
