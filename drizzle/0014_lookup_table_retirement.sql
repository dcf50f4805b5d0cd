ALTER TABLE "lookup_tables" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lookup_tables" ADD COLUMN "retiring_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lookup_tables" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lookup_tables_open_idx" ON "lookup_tables" USING btree ("last_used_at") WHERE closed_at is null;