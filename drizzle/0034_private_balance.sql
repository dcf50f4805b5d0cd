ALTER TYPE "public"."transaction_type" ADD VALUE 'top_up';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'withdrawal';--> statement-breakpoint
CREATE TABLE "private_balance_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"movement_key" text NOT NULL,
	"account_id" text,
	"book" text NOT NULL,
	"asset" "asset" NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(21, 0) NOT NULL,
	"balance_after" numeric(21, 0),
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_balance_locks" (
	"account_id" text NOT NULL,
	"asset" "asset" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_balance_locks_account_id_asset_pk" PRIMARY KEY("account_id","asset")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "private_balance_entries" ADD CONSTRAINT "private_balance_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_balance_entries" ADD CONSTRAINT "private_balance_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_balance_locks" ADD CONSTRAINT "private_balance_locks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_balance_entries_movement_idx" ON "private_balance_entries" USING btree ("movement_key","book");--> statement-breakpoint
CREATE INDEX "private_balance_entries_account_idx" ON "private_balance_entries" USING btree ("account_id","book","asset") WHERE account_id is not null;--> statement-breakpoint
CREATE INDEX "private_balance_entries_list_idx" ON "private_balance_entries" USING btree ("account_id","seq") WHERE book = 'available';--> statement-breakpoint
CREATE INDEX "private_balance_entries_transaction_idx" ON "private_balance_entries" USING btree ("transaction_id");