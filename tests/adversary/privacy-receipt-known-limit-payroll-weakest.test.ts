import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { privacyReceipt } from "@/server/services/transactions/private/privacy-receipt";
import { widenReceiptWindow } from "../private/receipt-window";

widenReceiptWindow();

describe("a payroll's receipt and its weakest recipient", () => {
  // Passes while the weakness is there. A payroll's receipt counts only its 50 largest distinct amounts, on the
  // ground that a larger amount has the smaller crowd of balances. But a send's deposit is counted only for its exact
  // amount, so a smaller amount can have the smaller crowd: here every one of the 50 largest amounts shares its
  // window with another account's send of that amount, the 51st (smallest) with none, and no balances exist. The
  // smallest recipient is linkable (1); the receipt says 2.
  it("known limit (docs/threat-model.md): the 51st amount, alone in its window, is not counted", async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into transactions (id, account_id, quote_id, type, mode, status, stage, sender, input_asset,
          output_asset, input_amount, output_amount, fee, deposit_asset, deposit_detected_at)
        values ('payroll-51', 'payer', 'quote-payroll-51', 'payroll', 'private', 'processing', 'paying_out', 'x',
          'USDC', 'USDC', 6375000000, 6375000000, 0, 'USDC', now() - interval '5 seconds')`);
      await tx.execute(sql`
        insert into transaction_recipients (id, transaction_id, position, address, amount, status, due_at)
        select 'leg-' || g, 'payroll-51', g, 'recipient-' || g, (100 + g) * 1000000, 'pending', now() + interval '30 seconds'
        from generate_series(0, 50) g`);
      // Another account's sends of each of the 50 largest amounts (101 to 150), whole and paid, in the window.
      await tx.execute(sql`
        insert into transactions (id, account_id, quote_id, type, mode, status, stage, sender, input_asset,
          output_asset, input_amount, output_amount, fee, deposit_asset, deposit_detected_at, completed_at)
        select 'send-' || g, 'other', 'quote-send-' || g, 'send', 'private', 'completed', 'completed', 'y', 'USDC',
          'USDC', (100 + g) * 1000000, (100 + g) * 1000000, 0, 'USDC', now() - interval '4 seconds', now()
        from generate_series(1, 50) g`);
    });
    const row = await findTransactionById(db, "payroll-51");
    const receipt = await privacyReceipt(db, row!);
    expect(receipt).toMatchObject({ estimate: true, source: "deposit" });
    // What it should say: 1 (the recipient of 100 USDC has no other candidate sender).
    expect(receipt!.anonymitySet).toBe(2);
  });
});
