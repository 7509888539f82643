CREATE TABLE "giveaway_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"giveaway_id" text NOT NULL,
	"handle" text NOT NULL,
	"withdraw_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"rules" text NOT NULL,
	"organiser" text NOT NULL,
	"winner_count" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"list_ids" integer[] NOT NULL,
	"entry_page" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"draw_id" text,
	"entrants_from_lists" integer,
	"entrants_from_page" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "giveaways_status_check" CHECK ("giveaways"."status" in ('open', 'drawn', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_handle_idx" ON "giveaway_entries" USING btree ("giveaway_id",lower("handle"));--> statement-breakpoint
CREATE INDEX "giveaways_workspace_created_idx" ON "giveaways" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "giveaways_due_idx" ON "giveaways" USING btree ("closes_at") WHERE "giveaways"."status" = 'open';