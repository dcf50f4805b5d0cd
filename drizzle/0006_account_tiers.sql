ALTER TABLE "accounts" ADD COLUMN "tier" "tier" DEFAULT 'free' NOT NULL;--> statement-breakpoint
-- An account keeps the best tier any of its keys had, so no existing integration is downgraded by the move.
UPDATE "accounts" SET "tier" = k."tier" FROM (SELECT "account_id", max("tier") AS "tier" FROM "api_keys" GROUP BY "account_id") k WHERE k."account_id" = "accounts"."id";--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "tier";
