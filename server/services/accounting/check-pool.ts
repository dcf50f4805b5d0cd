import type { Db } from "../../db/client";
import { allMoves } from "../../db/queries/ledger-moves";
import { deltaKey } from "../../ledger/balance-deltas";
import { balancesOf } from "../../ledger/inventory";
import { readLanded } from "../../ledger/landed-transactions";
import { poolWallets } from "../../ledger/pool-wallets";
import type { ReadLanded } from "../books/move-costs";
import type { Finding } from "./finding";
import { poolAccounts, poolDeltas, poolHistory, unrecordedPoolInflows } from "./pool-inflows";

type PoolBooks = { balances: Record<string, string>; findings: Finding[] };

/**
 * The pool as a whole: what the pool wallets hold now, per asset, equals the sum of what every recorded move did
 * to them on chain (they start empty) and what strangers sent them, so nothing left the pool unrecorded. Both sides
 * count the same accounts: each wallet's lamports and its associated token accounts (pool-inflows.ts). Both sides
 * are read at finalized, so a move still in flight counts on neither; one that becomes final between the two reads
 * shows as a difference, so a difference is read again (the pool keeps moving while the service runs: payouts,
 * top-ups and its random returns to the treasury) before it is reported.
 */
export async function checkPoolAccounting(db: Db, read?: ReadLanded): Promise<PoolBooks> {
  for (let look = 1; ; look++) {
    const books = await readPoolBooks(db, read);
    if (books.findings.length === 0 || look === 3) return books;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function readPoolBooks(db: Db, read: ReadLanded = readLanded): Promise<PoolBooks> {
  const pool = poolWallets().map((w) => w.publicKey);
  const accounts = poolAccounts(pool);
  const history = await poolHistory(accounts);
  const expected = new Map<string, bigint>();
  // Every signature a move ever had: an attempt that failed on chain still charged its fee.
  const signatures = (await allMoves(db)).flatMap((m) => [m.signature, ...m.expiredSignatures]);
  for (const signature of signatures) {
    const landed = await read(signature);
    const deltas = landed && poolDeltas(landed, accounts);
    for (const wallet of pool) {
      for (const asset of ["SOL", "USDC", "USDT"] as const) {
        const key = deltaKey(wallet.toBase58(), asset);
        expected.set(key, (expected.get(key) ?? 0n) + (deltas?.get(key) ?? 0n));
      }
    }
  }
  // Dust strangers sent the pool is money in, not a difference (pool-inflows.ts).
  const outside = await unrecordedPoolInflows(accounts, history, new Set(signatures), read);
  for (const [key, amount] of outside.inflows) expected.set(key, (expected.get(key) ?? 0n) + amount);
  const findings: Finding[] = [...outside.findings];
  const balances: Record<string, string> = {};
  for (const asset of ["SOL", "USDC", "USDT"] as const) {
    const held = await balancesOf(pool, asset, "finalized");
    const total = held.reduce((a, b) => a + b, 0n);
    balances[asset] = total.toString();
    const recorded = pool.reduce((sum, w) => sum + (expected.get(deltaKey(w.toBase58(), asset)) ?? 0n), 0n);
    if (recorded !== total)
      findings.push({ check: `pool ${asset}`, expected: recorded.toString(), found: total.toString() });
  }
  return { balances, findings };
}
