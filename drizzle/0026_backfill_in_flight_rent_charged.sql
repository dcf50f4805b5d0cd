-- Legs of private transactions still in flight when "rent_charged" came in were priced before a leg recorded which
-- token account its deposit paid for. Where such a transaction paid any token-account rent, its unpaid legs keep the
-- old rule (a missing account is created), so no paid-for account is refused; the rule applies from the next create.
UPDATE "transaction_recipients" AS "r" SET "rent_charged" = true
FROM "transactions" AS "t"
WHERE "t"."id" = "r"."transaction_id"
  AND "t"."mode" = 'private'
  AND "t"."status" = 'processing'
  AND coalesce("t"."ata_rent_lamports", 0) > 0
  AND "r"."status" NOT IN ('completed', 'failed');
