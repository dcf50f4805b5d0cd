CREATE TABLE "webhook_dispatch" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL,
	"kicks" bigint NOT NULL,
	"active" boolean NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_by" text;--> statement-breakpoint
-- Deliveries made before dispatchers existed each have a delivery run of their own: no dispatcher may claim them.
UPDATE "webhook_deliveries" SET "claimed_by" = 'per-delivery-run';--> statement-breakpoint
ALTER TABLE "webhook_dispatch" ADD CONSTRAINT "webhook_dispatch_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unclaimed_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at") WHERE claimed_by is null and status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_claimed_by_idx" ON "webhook_deliveries" USING btree ("claimed_by");