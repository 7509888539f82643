CREATE TABLE "composer_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mention_warning" integer DEFAULT 10 NOT NULL,
	"numbered" boolean DEFAULT false NOT NULL,
	"last_template_id" integer
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "composer_settings" ADD CONSTRAINT "composer_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "composer_settings" ADD CONSTRAINT "composer_settings_last_template_id_message_templates_id_fk" FOREIGN KEY ("last_template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_user_name_key" ON "message_templates" USING btree ("user_id",lower("name"));