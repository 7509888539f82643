CREATE TABLE "draw_entrant_lists" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"entrant_count" integer NOT NULL,
	"entrants" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_redraws" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" text NOT NULL,
	"replaced" text NOT NULL,
	"winner" text NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"selection" text NOT NULL,
	"list_ids" integer[] NOT NULL,
	"list_names" text[] NOT NULL,
	"show_list_names" boolean DEFAULT false NOT NULL,
	"publish_entrants" boolean DEFAULT true NOT NULL,
	"algorithm" text NOT NULL,
	"status" text NOT NULL,
	"seed" text NOT NULL,
	"commitment" text,
	"draw_at" timestamp with time zone,
	"count" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"entrant_count" integer NOT NULL,
	"mode" text DEFAULT 'uniform' NOT NULL,
	"skip_recent" integer DEFAULT 0 NOT NULL,
	"left_out" integer DEFAULT 0 NOT NULL,
	"round_started" boolean DEFAULT false NOT NULL,
	"winners" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "draws_status_check" CHECK ("draws"."status" in ('drawn', 'announced')),
	CONSTRAINT "draws_mode_check" CHECK ("draws"."mode" in ('uniform', 'skip', 'rotation'))
);
--> statement-breakpoint
ALTER TABLE "draw_redraws" ADD CONSTRAINT "draw_redraws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_fingerprint_draw_entrant_lists_fingerprint_fk" FOREIGN KEY ("fingerprint") REFERENCES "public"."draw_entrant_lists"("fingerprint") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_redraws_draw_id_idx" ON "draw_redraws" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "draws_user_selection_idx" ON "draws" USING btree ("user_id","selection","created_at");--> statement-breakpoint
CREATE INDEX "draws_due_idx" ON "draws" USING btree ("draw_at") WHERE "draws"."status" = 'announced';