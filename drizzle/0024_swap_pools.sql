CREATE TABLE "swap_fills" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"pair" text NOT NULL,
	"base_in" numeric(21, 0) NOT NULL,
	"usd_micros" numeric(21, 0) NOT NULL,
	"filled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swap_pools" (
	"pair" text PRIMARY KEY NOT NULL,
	"fills" integer DEFAULT 0 NOT NULL,
	"last_fill_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "swap_fills" ADD CONSTRAINT "swap_fills_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_fills" ADD CONSTRAINT "swap_fills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_fills_pair_idx" ON "swap_fills" USING btree ("pair","filled_at");--> statement-breakpoint
CREATE INDEX "swap_fills_account_idx" ON "swap_fills" USING btree ("account_id","filled_at");