import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { feeOfWire, offeredPriorityOfWire } from "@/server/ledger/compute-budget";
import { forgetPriorityFeeReads, priorityFee } from "@/server/ledger/priority-fee";
import { signMove } from "@/server/ledger/sign-move";
import { loadTreasury } from "@/server/ledger/treasury";
import { fundSol, waitForStatus } from "../devnet/harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { getQuote, prepare, type WalletWorld, walletWorld } from "../wallet/wallet-harness";

// Slots move only when the test says so: it decides which slot is busy.
let world: WalletWorld;
let owner: TestKey;
beforeAll(async () => {
  world = await walletWorld(3_600_000);
  world.devnet.advanceSlots(5);
  owner = await newAccountKey();
  // The busiest recent slot's price: one busy slot among a few quiet ones decides it.
  process.env.PRIORITY_FEE_PERCENTILE = "100";
  // As npm start runs (tests elsewhere offer no priority, so their balances are exact sums of base fees).
  process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "1000000";
  resetEnv();
});
afterAll(async () => {
  delete process.env.PRIORITY_FEE_PERCENTILE;
  process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "0";
  resetEnv();
  await world.close();
});

/** A price read is reused for 2 s (server/ledger/priority-fee.ts): forget it to read the ledger again. */
const readAfresh = async () => forgetPriorityFeeReads();

/** The compute-unit limit and price a transaction's budget instructions set. */
function budgetOf(wire: Uint8Array) {
  const message = VersionedTransaction.deserialize(wire).message;
  const program = ComputeBudgetProgram.programId.toBase58();
  const budget = { unitLimit: undefined as number | undefined, microLamports: undefined as bigint | undefined };
  for (const ix of message.compiledInstructions) {
    if (message.staticAccountKeys[ix.programIdIndex]?.toBase58() !== program) continue;
    const data = Buffer.from(ix.data);
    if (data[0] === 2) budget.unitLimit = data.readUInt32LE(1);
    if (data[0] === 3) budget.microLamports = data.readBigUInt64LE(1);
  }
  return budget;
}

/** Fills the open slot with `count` transfers from a funded wallet, then closes it. */
async function busySlot(count: number) {
  const payer = Keypair.generate();
  await fundSol(world.connection, world.devnet, payer.publicKey, LAMPORTS_PER_SOL);
  const { blockhash } = await world.connection.getLatestBlockhash();
  const signatures = await Promise.all(
    Array.from({ length: count }, async () => {
      const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1e6 }),
      );
      tx.sign(payer);
      return world.connection.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    }),
  );
  world.devnet.advanceSlots(1);
  return signatures;
}

describe("priority fees follow the ledger's recent prices", () => {
  it("offers nothing on a quiet ledger, and a busy slot's price once the devnet is under load", async () => {
    await readAfresh();
    expect(await priorityFee([])).toBe(0n);
    // 24 transactions in one slot: 8 past the devnet's 16, 100 micro-lamports each, so 800; on the ladder, 1,000.
    await busySlot(24);
    await readAfresh();
    expect(await priorityFee([])).toBe(1_000n);
  });

  it("signs every move with that price and a limit computed from its instructions, and the ledger charges what it offered, as the bytes tell", async () => {
    const treasury = loadTreasury();
    const moves = await Promise.all(
      [1, 2].map(() =>
        signMove(
          treasury,
          [],
          transferInstructions(
            "SOL",
            treasury.publicKey,
            Keypair.generate().publicKey,
            2_000_000n,
            treasury.publicKey,
            false,
          ),
        ),
      ),
    );
    const budgets = moves.map((m) => budgetOf(m.wire));
    // One policy for every move: the same price whoever is paid, so a payout's fee names no payment.
    expect(budgets.map((b) => b.microLamports)).toEqual([1_000n, 1_000n]);
    for (const budget of budgets) {
      // A SOL transfer uses a few hundred units: its computed cost, rounded, gives a small limit, not 200,000.
      expect(budget.unitLimit).toBeGreaterThanOrEqual(1_000);
      expect(budget.unitLimit).toBeLessThan(5_000);
    }
    // Two equal moves under one blockhash still sign different bytes (the limit's random part).
    expect(moves[0]!.signature).not.toBe(moves[1]!.signature);

    const signature = await world.connection.sendRawTransaction(moves[0]!.wire, { skipPreflight: true });
    await waitForStatus(world.connection, signature, "confirmed", world.devnet);
    const landed = await world.connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
      commitment: "confirmed",
    });
    const priority = BigInt(Math.ceil((1_000 * budgets[0]!.unitLimit!) / 1_000_000));
    expect(BigInt(landed!.meta!.fee)).toBe(5_000n + priority);
    // What a landed move is settled with, without reading it back (run-move.ts).
    expect(feeOfWire(moves[0]!.wire)).toBe(BigInt(landed!.meta!.fee));
    expect(offeredPriorityOfWire(moves[0]!.wire)).toBe(priority);
  });

  it("prepares a wallet send with the price, and counts its priority fee in what the sender pays", async () => {
    const alice = Keypair.generate();
    await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const quoteId = await getQuote(owner.key, "SOL", "0.25");
    const prepared = await prepare(owner.key, {
      type: "send",
      quoteId,
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "0.25" }],
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const wire = Buffer.from(prepared.body.transaction as string, "base64");
    const budget = budgetOf(wire);
    expect(budget.microLamports).toBe(1_000n);
    const priority = Math.ceil((1_000 * budget.unitLimit!) / 1_000_000);
    expect(prepared.body.senderCosts.networkFee).toBe(
      ((5_000 + priority) / LAMPORTS_PER_SOL).toFixed(9).replace(/0+$/, ""),
    );
  });

  it("never offers more than PRIORITY_FEE_MAX_MICROLAMPORTS, and nothing at 0", async () => {
    process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "500";
    resetEnv();
    await readAfresh();
    expect(await priorityFee([])).toBe(500n);
    process.env.PRIORITY_FEE_MAX_MICROLAMPORTS = "0";
    resetEnv();
    expect(await priorityFee([])).toBe(0n);
    const move = await signMove(
      loadTreasury(),
      [],
      [
        SystemProgram.transfer({
          fromPubkey: loadTreasury().publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      ],
    );
    expect(budgetOf(move.wire).microLamports).toBe(0n);
  });
});
