import { type Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { lockSwapPool, swapVolumeSince } from "@/server/db/queries/swap-pools";
import { newAccountKey, type TestKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { airdroppedWallet, create, signedSwap as signedSwapOf, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/** A quoted swap of `amount` SOL into `output`, prepared and signed by `alice`, not yet created. */
async function signedSwap(owner: TestKey, alice: Keypair, amount: string, output: "USDC" | "USDT") {
  const { quoted, body } = await signedSwapOf(owner.key, alice, { input: "SOL", output, amount });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  return body!;
}

/**
 * Holds both pairs' rows (as a fill of each would) on a connection of its own, so that two creates started now both
 * get as far as their fill and wait there; lets them go together once both wait.
 */
async function together<T>(pairs: string[], run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding!: () => void;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = db.transaction(async (tx) => {
    for (const pair of pairs) await lockSwapPool(tx, pair, new Date());
    holding();
    await released;
  });
  await held;
  const running = run();
  await eventually(async () => {
    // PostgreSQL's client answers rows as an array.
    const [row] = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { n: number }[];
    return Number(row?.n) >= 2;
  }, 60_000);
  release();
  await holder;
  return running;
}

// Real concurrency needs connections of its own: PostgreSQL (PGlite has one connection, where nothing interleaves).
describe.skipIf(!process.env.DATABASE_URL)("an account's swap volume across pairs", () => {
  it("lets two swaps of one account on two pairs, reaching their fills at once, add up to no more than its cap", async () => {
    const owner = await newAccountKey("write", "free");
    const alice = await airdroppedWallet(suite.world, 340n * BigInt(LAMPORTS_PER_SOL));
    // 160 SOL is 24,000 USD: under the free tier's 25,000 alone, 48,000 together.
    const a = await signedSwap(owner, alice, "160", "USDC");
    const b = await signedSwap(owner, alice, "160", "USDT");
    const results = await together(["SOL/USDC", "SOL/USDT"], () =>
      Promise.all([create(owner.key, a), create(owner.key, b)]),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 422]);
    expectErrorShape(results.find((r) => r.status === 422)!, "SWAP_VOLUME_EXCEEDED", 422);
    const used = await swapVolumeSince(await getDb(), owner.principal.accountId, new Date(Date.now() - 86_400_000));
    expect(used).toBe(24_000_000_000n);
  }, 120_000);
});
