ALTER TABLE "job_runs" ADD COLUMN "concurrency_key" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "concurrency_limit" integer;--> statement-breakpoint
CREATE INDEX "job_runs_concurrency_idx" ON "job_runs" USING btree ("function_id","concurrency_key","locked_until") WHERE "job_runs"."concurrency_key" is not null;