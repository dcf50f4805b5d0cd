CREATE TYPE "public"."account_status" AS ENUM('active', 'suspended');--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status" "account_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_operator_idx" ON "accounts" USING btree ("is_operator") WHERE "accounts"."is_operator";--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","id");