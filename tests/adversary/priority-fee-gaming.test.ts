import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { resetEnv } from "@/server/env";
import { offeredPriorityOfWire } from "@/server/ledger/compute-budget";
import { climbAfterExpiry, movePrice, takeFromHourlyBudget } from "@/server/ledger/move-price";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { forgetPriorityFeeReads, priorityFee } from "@/server/ledger/priority-fee";
import { readComputeBudget } from "@/server/ledger/read-compute-budget";
import { signMove } from "@/server/ledger/sign-move";
import { loadTreasury } from "@/server/ledger/treasury";
import { metrics } from "@/server/metrics/registry";
import { advanceMove, type MoveSpec } from "@/server/services/moves/run-move";
import { fundSol } from "../devnet/harness";
import { forkSuite } from "../support/fork-suite";

// Slots move only when a test says so: it decides what each slot holds.
const suite = forkSuite();
beforeAll(() => {
  // The busiest recent slot decides the price read: one slot of the stranger's is enough to move it.
  process.env.PRIORITY_FEE_PERCENTILE = "100";
  // As npm start runs (tests elsewhere offer no priority, so their balances are exact sums of base fees).
  process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "1000000";
  resetEnv();
});
afterAll(() => {
  delete process.env.PRIORITY_FEE_PERCENTILE;
  delete process.env.PRIORITY_FEE_HOURLY_LAMPORTS;
  process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "0";
  resetEnv();
});

/** A price read is reused for 2 s (server/ledger/priority-fee.ts): forget it to read the ledger again. */
const readAfresh = async () => forgetPriorityFeeReads();
const priceOf = (wire: Buffer | string) =>
  readComputeBudget(
    VersionedTransaction.deserialize(typeof wire === "string" ? Buffer.from(wire, "base64") : wire).message,
  ).microLamports;

/** A lamport from `from` to `to`, offering `microLamports` a unit, sent straight to the devnet. */
async function lamportTo(from: Keypair, to: Keypair["publicKey"], microLamports: number) {
  const { blockhash } = await suite.world.connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports }),
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 1 }),
  );
  tx.sign(from);
  return suite.world.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
}

const payment = (payer: Keypair) => [
  SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }),
];

describe("a stranger cannot raise the price the service's moves offer", () => {
  it("offers the cluster's price, not the one a stranger pays to write-lock a pool wallet", async () => {
    const [pool] = poolWallets();
    const stranger = Keypair.generate();
    const bystander = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, pool!.publicKey, LAMPORTS_PER_SOL);
    await fundSol(suite.world.connection, suite.world.devnet, stranger.publicKey, LAMPORTS_PER_SOL);
    await fundSol(suite.world.connection, suite.world.devnet, bystander.publicKey, LAMPORTS_PER_SOL);
    // Five slots in which the stranger sends the pool wallet a lamport at 500,000 micro-lamports a unit, and the rest
    // of the cluster, here one bystander, pays no priority.
    for (let slot = 0; slot < 5; slot++) {
      await lamportTo(stranger, pool!.publicKey, 500_000);
      await lamportTo(bystander, Keypair.generate().publicKey, 0);
      suite.world.devnet.advanceSlots(1);
    }
    await readAfresh();
    // What the pool wallet's own recent fees say: the stranger's price, on the ladder.
    expect(await priorityFee([pool!.publicKey])).toBe(512_000n);
    // What the service offers: the cluster's price.
    const move = await signMove(pool!, [], payment(pool!));
    expect(priceOf(move.wire)).toBe(0n);
  });
});

describe("the price climbs only when a move does not land", () => {
  it("signs a move that expired unseen one rung higher, and one price for every move after", async () => {
    const db = await getDb();
    const treasury = loadTreasury();
    await readAfresh();
    const before = await movePrice();
    const spec: MoveSpec = {
      key: `test-climb:${Keypair.generate().publicKey.toBase58()}`,
      purpose: "float",
      payer: treasury,
      sign: async (attempt) => {
        const signed = await signMove(treasury, [], payment(treasury));
        // The first attempt never reaches the ledger (lost on the way to the leader).
        if (attempt === 1) suite.proxy.fork.lost.add(signed.signature);
        return { signed, details: { attempt } };
      },
    };
    const first = await advanceMove(db, spec);
    const firstWire = (await findMove(db, spec.key))!.signedWire;
    expect(priceOf(firstWire)).toBe(before);

    // Past its blockhash on the finalized chain, never seen: signed again, a rung up.
    suite.world.devnet.advanceSlots(160 + finalitySlots);
    const second = await advanceMove(db, spec);
    expect(second.attempt).toBe(2);
    const secondWire = (await findMove(db, spec.key))!.signedWire;
    expect(priceOf(secondWire)).toBe(before === 0n ? 1_000n : before * 2n);
    suite.world.devnet.advanceSlots(finalitySlots + 1);
    expect((await advanceMove(db, spec)).state).toBe("landed");
    expect(first.signature).not.toBe(second.signature);

    // Every move signed now offers the new price; the old attempt expiring again climbs nothing more.
    const other = await signMove(treasury, [], payment(treasury));
    expect(priceOf(other.wire)).toBe(priceOf(secondWire));
    await climbAfterExpiry(firstWire);
    expect(await movePrice()).toBe(priceOf(secondWire));
  });
});

describe("the hourly budget bounds what moves offer", () => {
  it("signs moves with no priority once the hour's budget is spent, and counts what they offered", async () => {
    const treasury = loadTreasury();
    // The price is a rung or more up from the test before, so every move offers a few lamports.
    expect(await movePrice()).toBeGreaterThan(0n);
    process.env.PRIORITY_FEE_HOURLY_LAMPORTS = "20";
    resetEnv();
    const declinedBefore = (await metrics().movePriorityDeclined.get()).values[0]?.value ?? 0;
    const offered: bigint[] = [];
    for (let i = 0; i < 20; i++) {
      offered.push(offeredPriorityOfWire((await signMove(treasury, [], payment(treasury))).wire));
    }
    // What they offered together stays within the budget; the moves past it offer nothing.
    expect(offered.reduce((sum, o) => sum + o, 0n)).toBeLessThanOrEqual(20n);
    expect(offered.at(-1)).toBe(0n);
    expect(offered.some((o) => o > 0n)).toBe(true);
    expect((await metrics().movePriorityDeclined.get()).values[0]?.value).toBeGreaterThan(declinedBefore);
    // An hour on, the offers of this one no longer count.
    expect(takeFromHourlyBudget(10n, Date.now() + 3_600_001)).toBe(true);
  });
});
