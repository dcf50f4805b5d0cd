import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { bookBalance, ledgerBookTotals, listBalanceEntries } from "@/server/db/queries/private-balance";
import { debit, reversal, topUpCredit, topUpPending } from "@/server/services/balance-ledger/movements";
import { postMovements } from "@/server/services/balance-ledger/post-movements";
import { newAccountKey } from "../support/accounts";
import { seedTransaction } from "../support/seed";

// USDT: these entries have no money on a chain behind them, and the chain tests check USDC's solvency.
const asset = "USDT" as const;

async function creditedAccount(amount: bigint) {
  const owner = await newAccountKey();
  const accountId = owner.principal.accountId;
  const db = await getDb();
  const topUp = await seedTransaction(owner, { mode: "private", asset });
  const of = { transactionId: topUp.id, accountId, asset };
  await db.transaction(async (tx) => {
    await postMovements(tx, [topUpPending(of, amount)]);
    await postMovements(tx, [topUpCredit(of, amount)]);
  });
  return { owner, accountId, db };
}

describe("the private balance's ledger", () => {
  it("serialises concurrent debits: of 12 payments against a balance covering 5, exactly 5 pass and it ends at 0", async () => {
    const { owner, accountId, db } = await creditedAccount(50_000_000n);
    const payments = await Promise.all(
      Array.from({ length: 12 }, () => seedTransaction(owner, { mode: "private", asset })),
    );
    const results = await Promise.all(
      payments.map((p) =>
        db.transaction((tx) =>
          postMovements(tx, debit({ transactionId: p.id, accountId, asset }, "payment", 9_000_000n, 1_000_000n)),
        ),
      ),
    );
    expect(results.filter((r) => r.state === "posted")).toHaveLength(5);
    const refused = results.filter((r) => r.state === "insufficient");
    expect(refused).toHaveLength(7);
    expect(refused[0]).toMatchObject({ available: 0n, required: 10_000_000n });
    expect(await bookBalance(db, accountId, "available", asset)).toBe(0n);
    const entries = await listBalanceEntries(db, accountId, { limit: 100 });
    expect(entries.every((e) => (e.balanceAfter ?? 0n) >= 0n)).toBe(true);
    // Newest first, each balanceAfter the one before it plus its amount.
    for (let i = 0; i + 1 < entries.length; i++) {
      expect(entries[i]!.balanceAfter).toBe(entries[i + 1]!.balanceAfter! + entries[i]!.amount);
    }
  });

  it("writes a movement once however often it is posted, and every asset's entries sum to zero", async () => {
    const { owner, accountId, db } = await creditedAccount(20_000_000n);
    const payment = await seedTransaction(owner, { mode: "private", asset });
    const of = { transactionId: payment.id, accountId, asset };
    const first = await db.transaction((tx) => postMovements(tx, debit(of, "payment", 5_000_000n, 500_000n)));
    const again = await db.transaction((tx) => postMovements(tx, debit(of, "payment", 5_000_000n, 500_000n)));
    expect([first.state, again.state]).toEqual(["posted", "already"]);
    await db.transaction((tx) => postMovements(tx, reversal(of, 5_000_000n, 500_000n)));
    await db.transaction((tx) => postMovements(tx, reversal(of, 5_000_000n, 500_000n)));
    expect(await bookBalance(db, accountId, "available", asset)).toBe(20_000_000n);
    const totals = await ledgerBookTotals(db);
    for (const a of ["SOL", "USDC", "USDT"] as const) {
      expect(totals.filter((t) => t.asset === a).reduce((sum, t) => sum + t.total, 0n)).toBe(0n);
    }
  });

  it("refuses a movement that does not sum to zero", async () => {
    const { accountId, db } = await creditedAccount(1_000_000n);
    const unbalanced = topUpCredit({ transactionId: "txn_x", accountId, asset }, 5n);
    unbalanced.postings[0]!.amount = -4n;
    await expect(db.transaction((tx) => postMovements(tx, [unbalanced]))).rejects.toThrow(/not balanced/);
  });
});
