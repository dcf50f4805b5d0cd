CREATE TABLE "approval_decisions" (
	"approval_id" text NOT NULL,
	"decider" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"actor" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_decisions_approval_id_decider_pk" PRIMARY KEY("approval_id","decider")
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"transaction_id" text,
	"policy_id" text NOT NULL,
	"policy_name" text NOT NULL,
	"required" integer NOT NULL,
	"approvals_count" integer DEFAULT 0 NOT NULL,
	"maker" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by_quote_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"match" jsonb NOT NULL,
	"effect" text NOT NULL,
	"approvals" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_account_idx" ON "approvals" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "approvals_awaiting_idx" ON "approvals" USING btree ("expires_at") WHERE "approvals"."status" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_transaction_idx" ON "approvals" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approvals_used_by_quote_idx" ON "approvals" USING btree ("used_by_quote_id");--> statement-breakpoint
CREATE INDEX "policies_account_idx" ON "policies" USING btree ("account_id","created_at","id") WHERE "policies"."deleted_at" is null;