import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { crowdsOf } from "@/server/db/queries/privacy-crowd";

/** Milliseconds a call takes, the best of three (the machine is shared). */
async function fastest(run: () => Promise<unknown>) {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe("the cost of counting a receipt's crowd", () => {
  it("a payroll's 50 amounts sum the top-ups once, not once per amount", async () => {
    const db = await getDb();
    // 20,000 credited top-ups of 2,000 accounts, written straight (no quotes or accounts behind them: the count reads
    // the transactions alone).
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into transactions (id, account_id, quote_id, type, mode, status, stage, sender, input_asset, output_asset,
          input_amount, output_amount, fee, deposit_asset, completed_at)
        select 'cost-top-up-' || g, 'cost-account-' || (g % 2000), 'cost-quote-' || g, 'top_up', 'private',
          'completed', 'completed', 'x', 'USDC', 'USDC', 1000000 * (1 + g % 500), 1000000 * (1 + g % 500), 0, 'USDC',
          now() - make_interval(secs => g)
        from generate_series(1, 20000) g`);
    });
    const window = { asset: "USDC" as const, accountId: "someone", longestWaitSeconds: 720, shortestWaitSeconds: 30 };
    const paidAt = new Date(Date.now() + 60_000);
    const points = (n: number) => Array.from({ length: n }, (_, i) => ({ amount: BigInt(i + 1) * 1_000_000n, paidAt }));

    const crowds = await crowdsOf(db, window, points(50));
    expect(crowds[0]!.toppedUpAccounts).toBe(2000);
    const one = await fastest(() => crowdsOf(db, window, points(1)));
    const fifty = await fastest(() => crowdsOf(db, window, points(50)));
    // Summed per amount, 50 amounts cost about 50 times one (about 40 times, measured); summed once, about the same.
    expect(fifty, `one amount ${one.toFixed(0)} ms, fifty ${fifty.toFixed(0)} ms`).toBeLessThan(one * 8);
  });
});
