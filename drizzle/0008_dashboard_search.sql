CREATE INDEX "events_transaction_idx" ON "events" USING btree ("transaction_id","created_at") WHERE transaction_id is not null;--> statement-breakpoint
CREATE INDEX "transaction_recipients_address_idx" ON "transaction_recipients" USING btree ("address");--> statement-breakpoint
CREATE INDEX "transaction_recipients_signature_idx" ON "transaction_recipients" USING btree ("signature") WHERE signature is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");