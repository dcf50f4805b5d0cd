CREATE TYPE "public"."payment_request_status" AS ENUM('open', 'paid', 'expired', 'cancelled');--> statement-breakpoint
CREATE TABLE "payment_request_deposits" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"payment_request_id" text NOT NULL,
	"payer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"api_key_id" text NOT NULL,
	"status" "payment_request_status" NOT NULL,
	"mode" "mode" NOT NULL,
	"asset" "asset" NOT NULL,
	"amount" numeric(20, 0) NOT NULL,
	"recipient" text NOT NULL,
	"label" text,
	"message" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reference" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"payer" text,
	"signature" text,
	"transaction_id" text,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"answers_window_start" timestamp with time zone,
	"answers_in_window" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone,
	"rejected_signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_rejection" jsonb,
	CONSTRAINT "payment_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_requests_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "payment_request_deposits" ADD CONSTRAINT "payment_request_deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_deposits" ADD CONSTRAINT "payment_request_deposits_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_request_deposits_request_idx" ON "payment_request_deposits" USING btree ("payment_request_id","payer","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_account_created_idx" ON "payment_requests" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_open_checked_idx" ON "payment_requests" USING btree ("checked_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "payment_requests_open_expiry_idx" ON "payment_requests" USING btree ("expires_at") WHERE status = 'open';