CREATE TYPE "public"."spending_subject" AS ENUM('api_key', 'member');--> statement-breakpoint
CREATE TABLE "counterparties" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"note" text,
	"active_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spending_charges" (
	"quote_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"asset" text NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(20, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_charges_quote_id_subject_id_pk" PRIMARY KEY("quote_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "spending_counters" (
	"subject_id" text NOT NULL,
	"asset" text NOT NULL,
	"day" date NOT NULL,
	"spent" numeric(20, 0) NOT NULL,
	CONSTRAINT "spending_counters_subject_id_asset_day_pk" PRIMARY KEY("subject_id","asset","day")
);
--> statement-breakpoint
CREATE TABLE "spending_limits" (
	"subject_id" text NOT NULL,
	"subject_type" "spending_subject" NOT NULL,
	"account_id" text NOT NULL,
	"asset" text NOT NULL,
	"per_day" numeric(20, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_subject_id_asset_pk" PRIMARY KEY("subject_id","asset")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_member_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "spending_subject_id" text;--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counterparties_account_address_idx" ON "counterparties" USING btree ("account_id","address") WHERE "counterparties"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "counterparties_account_idx" ON "counterparties" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "spending_charges_created_idx" ON "spending_charges" USING btree ("created_at");