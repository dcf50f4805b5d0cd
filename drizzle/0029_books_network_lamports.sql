ALTER TABLE "quotes" ADD COLUMN "fee_network_lamports" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "network_lamports" numeric(20, 0);