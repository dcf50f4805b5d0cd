CREATE TABLE "outbox_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prepared_swaps" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tier" "tier" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "concurrency_key" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "concurrency_limit" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "broadcast_error" jsonb;--> statement-breakpoint
ALTER TABLE "prepared_swaps" ADD CONSTRAINT "prepared_swaps_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_jobs_unpublished_idx" ON "outbox_jobs" USING btree ("published_at","created_at");--> statement-breakpoint
CREATE INDEX "prepared_swaps_quote_idx" ON "prepared_swaps" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "job_runs_concurrency_idx" ON "job_runs" USING btree ("function_id","concurrency_key","locked_until") WHERE "job_runs"."concurrency_key" is not null;--> statement-breakpoint
-- An account keeps the best tier any of its keys had, so no existing integration is downgraded by the move.
UPDATE "accounts" SET "tier" = k."tier" FROM (SELECT "account_id", max("tier") AS "tier" FROM "api_keys" GROUP BY "account_id") k WHERE k."account_id" = "accounts"."id";--> statement-breakpoint
ALTER TABLE "api_keys" DROP COLUMN "tier";