CREATE TABLE "schedule_payments" (
	"schedule_id" text NOT NULL,
	"payment_version" integer NOT NULL,
	"payment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_payments_schedule_id_payment_version_pk" PRIMARY KEY("schedule_id","payment_version")
);
--> statement-breakpoint
CREATE TABLE "schedule_runs" (
	"schedule_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"schedule_version" integer NOT NULL,
	"payment_version" integer NOT NULL,
	"maker" jsonb NOT NULL,
	"quote_id" text,
	"transaction_id" text,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_at" timestamp with time zone,
	CONSTRAINT "schedule_runs_schedule_id_due_at_pk" PRIMARY KEY("schedule_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"cron" text NOT NULL,
	"timezone" text NOT NULL,
	"status" text NOT NULL,
	"payment" jsonb NOT NULL,
	"recipient_count" integer NOT NULL,
	"total" numeric(20, 0) NOT NULL,
	"maker" jsonb NOT NULL,
	"next_run_at" timestamp with time zone,
	"skip_next" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"payment_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "schedule_id" text;--> statement-breakpoint
ALTER TABLE "schedule_payments" ADD CONSTRAINT "schedule_payments_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_runs" ADD CONSTRAINT "schedule_runs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_runs_transaction_idx" ON "schedule_runs" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "schedule_runs_due_idx" ON "schedule_runs" USING btree ("created_at") WHERE "schedule_runs"."outcome" = 'due';--> statement-breakpoint
CREATE INDEX "schedules_account_idx" ON "schedules" USING btree ("account_id","created_at","id") WHERE "schedules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("next_run_at") WHERE "schedules"."next_run_at" is not null;