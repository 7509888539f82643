ALTER TABLE "draws" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaways" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "giveaways" ALTER COLUMN "commitment" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_round" integer;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_chain" jsonb;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_signature" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_randomness" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_problems" jsonb;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drand_last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "left_out_fingerprint" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "previous_id" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "content_hash" text;