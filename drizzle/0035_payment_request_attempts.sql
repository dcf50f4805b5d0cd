ALTER TABLE "transactions" ADD COLUMN "attempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_request_deposits_request_created_idx" ON "payment_request_deposits" USING btree ("payment_request_id","created_at");--> statement-breakpoint
-- Deposits handed out before this column existed: those whose payer never paid (still waiting, or ended before
-- routing: expired, cancelled, refused because the request was taken) are attempts.
UPDATE "transactions" SET "attempt" = true
WHERE "id" IN (SELECT "transaction_id" FROM "payment_request_deposits")
  AND ("stage" IN ('awaiting_deposit', 'deposit_detected', 'cancelled')
    OR ("stage" = 'failed' AND "failure"->>'code' IN ('DEPOSIT_EXPIRED', 'PAYMENT_REQUEST_NOT_OPEN')));
