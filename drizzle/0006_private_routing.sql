CREATE TABLE "background_loops" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"kicks" bigint NOT NULL,
	"active" boolean NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_accounts" (
	"address" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"asset" "asset" NOT NULL,
	"expected" boolean NOT NULL,
	"state" text NOT NULL,
	"seen_balance" numeric(20, 0) DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"watch_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"transaction_id" text,
	"purpose" text NOT NULL,
	"payer" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"signature" text NOT NULL,
	"signed_wire" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"expired_signatures" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"err" jsonb,
	"network_fee" numeric(20, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD COLUMN "payout_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "deposit_asset" "asset";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "deposit_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ata_rent_lamports" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "routing_plan" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_accounts" ADD CONSTRAINT "deposit_accounts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_moves" ADD CONSTRAINT "ledger_moves_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_accounts_watch_idx" ON "deposit_accounts" USING btree ("state","watch_until");--> statement-breakpoint
CREATE INDEX "deposit_accounts_transaction_idx" ON "deposit_accounts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_moves_key_idx" ON "ledger_moves" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_moves_signature_idx" ON "ledger_moves" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "ledger_moves_transaction_idx" ON "ledger_moves" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_recipients_due_idx" ON "transaction_recipients" USING btree ("due_at") WHERE payout_key is null and due_at is not null;--> statement-breakpoint
CREATE INDEX "transaction_recipients_payout_idx" ON "transaction_recipients" USING btree ("payout_key") WHERE payout_key is not null;