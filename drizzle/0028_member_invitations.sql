CREATE TYPE "public"."member_status" AS ENUM('invited', 'active');--> statement-breakpoint
DROP INDEX "members_live_address_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status" "member_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_address_idx" ON "members" USING btree ("account_id","address") WHERE "members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "members_address_idx" ON "members" USING btree ("address") WHERE "members"."removed_at" is null;