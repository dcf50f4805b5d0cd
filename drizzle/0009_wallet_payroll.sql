CREATE TYPE "public"."ledger_part_status" AS ENUM('pending', 'confirmed', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "lookup_tables" (
	"address" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"number" integer NOT NULL,
	"entries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepared_transfers" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"first_recipient" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"transfers_digest" text NOT NULL,
	"token_accounts_created" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger_transactions" (
	"transaction_id" text NOT NULL,
	"part" integer NOT NULL,
	"first_recipient" integer NOT NULL,
	"recipient_count" integer NOT NULL,
	"signature" text NOT NULL,
	"signed_wire" text NOT NULL,
	"status" "ledger_part_status" DEFAULT 'pending' NOT NULL,
	"broadcast_error" jsonb,
	"failure" jsonb,
	"block_time" bigint,
	"network_fee" numeric(20, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD COLUMN "failure" jsonb;--> statement-breakpoint
ALTER TABLE "lookup_tables" ADD CONSTRAINT "lookup_tables_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_transfers" ADD CONSTRAINT "prepared_transfers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger_transactions" ADD CONSTRAINT "wallet_ledger_transactions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_tables_account_idx" ON "lookup_tables" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "prepared_transfers_quote_idx" ON "prepared_transfers" USING btree ("quote_id","first_recipient");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_transactions_part_idx" ON "wallet_ledger_transactions" USING btree ("transaction_id","part");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_transactions_signature_idx" ON "wallet_ledger_transactions" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "wallet_ledger_transactions_open_idx" ON "wallet_ledger_transactions" USING btree ("transaction_id") WHERE status in ('pending', 'confirmed');