ALTER TABLE "draws" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
CREATE INDEX "draws_user_chain_idx" ON "draws" USING btree ("user_id","chain_seq") WHERE "draws"."chain_seq" is not null;