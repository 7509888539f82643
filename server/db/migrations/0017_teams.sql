CREATE TABLE "workspace_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invites_role_check" CHECK ("workspace_invites"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "workspace_members_role_check" CHECK ("workspace_members"."role" in ('owner', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" integer PRIMARY KEY DEFAULT nextval('users_id_seq') NOT NULL,
	"name" text NOT NULL,
	"personal_of" integer,
	"billing_owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_personal_id_check" CHECK ("workspaces"."personal_of" is null or "workspaces"."personal_of" = "workspaces"."id")
);
--> statement-breakpoint
-- Teams (issue #22, docs/decisions/022-teams.md). Workspaces take their ids from the users'
-- sequence: every user's personal workspace has the user's id, a team an id no user will have.
-- So every lists.owner_id, list_members.owner_id and list_snapshots.owner_id is already its
-- workspace's id: only their foreign keys move, and no row of theirs is rewritten.
INSERT INTO "workspaces" ("id", "name", "personal_of", "billing_owner_id", "created_at")
  SELECT "id", 'Personal', "id", "id", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
-- A user inserted from now on (registration, the admin, the CLI, a test) gets theirs at once.
CREATE FUNCTION "users_create_personal_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "workspaces" ("id", "name", "personal_of", "billing_owner_id") VALUES (NEW."id", 'Personal', NEW."id", NEW."id");
  INSERT INTO "workspace_members" ("workspace_id", "user_id", "role") VALUES (NEW."id", NEW."id", 'owner');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_create_personal_workspace" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_create_personal_workspace"();--> statement-breakpoint
ALTER TABLE "list_snapshots" DROP CONSTRAINT "list_snapshots_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lists" DROP CONSTRAINT "lists_owner_id_users_id_fk";
--> statement-breakpoint
-- Shoots and draws made so far were made in their user's personal workspace.
ALTER TABLE "draws" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "draws" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "draws" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shoot_history" ADD COLUMN "workspace_id" integer;--> statement-breakpoint
UPDATE "shoot_history" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "shoot_history" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "current_workspace_id" integer;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_activity" ADD CONSTRAINT "workspace_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invites" ADD CONSTRAINT "workspace_invites_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invites" ADD CONSTRAINT "workspace_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_personal_of_users_id_fk" FOREIGN KEY ("personal_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_billing_owner_id_users_id_fk" FOREIGN KEY ("billing_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_activity_workspace_id_id_idx" ON "workspace_activity" USING btree ("workspace_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invites_token_hash_key" ON "workspace_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workspace_invites_workspace_id_idx" ON "workspace_invites" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "workspace_members_user_id_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_personal_of_key" ON "workspaces" USING btree ("personal_of");--> statement-breakpoint
CREATE INDEX "workspaces_billing_owner_id_idx" ON "workspaces" USING btree ("billing_owner_id");--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_snapshots" ADD CONSTRAINT "list_snapshots_owner_id_workspaces_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_id_workspaces_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoot_history" ADD CONSTRAINT "shoot_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_workspace_id_workspaces_id_fk" FOREIGN KEY ("current_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_workspace_selection_idx" ON "draws" USING btree ("workspace_id","selection","created_at");--> statement-breakpoint
CREATE INDEX "draws_workspace_fingerprint_idx" ON "draws" USING btree ("workspace_id","fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "shoot_history_workspace_id_idx" ON "shoot_history" USING btree ("workspace_id","id");