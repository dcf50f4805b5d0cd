import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import {
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { resetEnv } from "@/server/env";
import { destinationAccount, payoutInstructions } from "@/server/ledger/build-transfer";
import { budgetInstructions, limitFor, moveBudget, standInBudget } from "@/server/ledger/compute-budget";
import { getConnection } from "@/server/ledger/connection";
import { knownUnits } from "@/server/ledger/known-units";
import { faucet, testDevnet } from "../devnet/harness";

let world: Awaited<ReturnType<typeof testDevnet>>;
const payer = Keypair.generate();
/** Recipients whose token accounts exist: a leg that creates none pays one of them. */
const existing = [Keypair.generate().publicKey, Keypair.generate().publicKey, Keypair.generate().publicKey];
beforeAll(async () => {
  world = await testDevnet();
  process.env.SOLANA_RPC_URL = world.devnet.url;
  process.env.EMBEDDED_DEVNET = "1";
  resetEnv();
  await faucet(world.devnet, payer.publicKey, "SOL", 100_000_000_000n);
  await faucet(world.devnet, payer.publicKey, "USDC", 100_000_000_000n);
  for (const owner of existing) await faucet(world.devnet, owner, "USDC", 1n);
});
afterAll(async () => {
  await world.devnet.close();
  delete process.env.SOLANA_RPC_URL;
  delete process.env.EMBEDDED_DEVNET;
  resetEnv();
});

/** What the ledger says these instructions use under `unitLimit`: its error (one when the limit is too small). */
async function onLedger(instructions: TransactionInstruction[], unitLimit: number) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: "11111111111111111111111111111111",
    instructions: [...budgetInstructions({ unitLimit, microLamports: 0n }), ...instructions],
  }).compileToV0Message();
  const { value } = await getConnection().simulateTransaction(new VersionedTransaction(message), {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: "confirmed",
  });
  return { err: value.err, consumed: value.unitsConsumed ?? 0 };
}

const bumpOf = (owner: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), new PublicKey(assets.USDC.mint).toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[1];

/** An owner whose token account's bump seed is at most `bump` (found by trying keys: 1 in 2^(256-bump) qualifies). */
function ownerWithBumpAtMost(bump: number): PublicKey {
  for (;;) {
    const owner = Keypair.generate().publicKey;
    if (bumpOf(owner) <= bump) return owner;
  }
}

const owner = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes));
/**
 * A payout: new owners (on the curve or off it, as a recipient may be) whose token accounts it creates, legs that may
 * repeat one, and legs to recipients whose accounts exist.
 */
const payout = fc
  .record({
    asset: fc.constantFrom("USDC" as const, "SOL" as const),
    owners: fc.array(owner, { minLength: 1, maxLength: 9 }),
    legs: fc.array(fc.record({ owner: fc.nat(), amount: fc.bigInt(1_000_000n, 9_000_000n), create: fc.boolean() }), {
      minLength: 1,
      maxLength: 9,
    }),
  })
  .map(({ asset, owners, legs }) => {
    const transfers = legs.map((l) => ({
      to: l.create ? owners[l.owner % owners.length]! : existing[l.owner % existing.length]!,
      amount: l.amount,
    }));
    const missing = new Set(
      transfers.filter((_, i) => legs[i]!.create).map((t) => destinationAccount(asset, t.to).toBase58()),
    );
    return payoutInstructions(payer.publicKey, asset, transfers, missing);
  });

/**
 * What the computed limit may exceed a simulation's limit by, for each token account created: a creation's bound is
 * its worst case (an address funded short of the rent, 16,615 units), 544 above the 20% margin a simulation gives
 * one made on an empty address at bump 255 (13,630 units with its transfer). A simulation's fixed 1,000 units of
 * margin cover this up to one payout creating one account; a payout creating n costs at most 544 n units more.
 */
const worstCaseUnitsPerCreation = 600;

/**
 * The computed limit holds what the ledger used, and is no more than a simulation's limit would be (the fee), but
 * for the worst case's margin on each account created.
 */
async function holds(instructions: TransactionInstruction[]) {
  const units = knownUnits([...budgetInstructions(standInBudget), ...instructions]);
  expect(units).toBeDefined();
  const { unitLimit } = await moveBudget(payer.publicKey, instructions);
  const { err, consumed } = await onLedger(instructions, unitLimit);
  expect(err).toBeNull();
  expect(unitLimit).toBeGreaterThanOrEqual(consumed);
  // limitFor's part that is not random: a limit from a simulation, which this one must not exceed.
  const simulated = limitFor(consumed);
  const simulatedFloor = simulated - (simulated % 1_000);
  const creations = instructions.filter((ix) => ix.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)).length;
  expect(unitLimit - (unitLimit % 1_000)).toBeLessThanOrEqual(simulatedFloor + worstCaseUnitsPerCreation * creations);
}

/** Sends `lamports` to the address of `owner`'s USDC token account before it exists, as anyone may. */
async function fundAddress(owner: PublicKey, lamports: number) {
  const address = destinationAccount("USDC", owner);
  const conn = getConnection();
  const { blockhash } = await conn.getLatestBlockhash();
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: address, lamports })],
    }).compileToV0Message(),
  );
  tx.sign([payer]);
  await conn.sendRawTransaction(tx.serialize());
  const deadline = Date.now() + 20_000;
  while ((await conn.getAccountInfo(address, "confirmed"))?.lamports !== lamports) {
    if (Date.now() > deadline) throw new Error(`${address.toBase58()} was not funded`);
    world.devnet.advanceSlots?.(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a move's compute limit computed from its instructions", () => {
  it("is never below what the ledger uses, for random owners and accounts created, nor above a simulation's", async () => {
    await fc.assert(fc.asyncProperty(payout, holds), { numRuns: 60 });
  });

  it("holds for owners whose token account's bump seed takes a long search", async () => {
    const owners = [ownerWithBumpAtMost(250), ownerWithBumpAtMost(249), ownerWithBumpAtMost(248)];
    const transfers = owners.map((to) => ({ to, amount: 1n }));
    const missing = new Set(owners.map((to) => destinationAccount("USDC", to).toBase58()));
    await holds(payoutInstructions(payer.publicKey, "USDC", transfers, missing));
  });

  it("holds when anyone funded the addresses of the accounts it creates after they were read as missing", async () => {
    // Short of the rent (the rent-exempt minimum of an empty account up to a token account's rent), and past it.
    const owners = [
      ownerWithBumpAtMost(255),
      ownerWithBumpAtMost(255),
      ownerWithBumpAtMost(254),
      ownerWithBumpAtMost(252),
      ownerWithBumpAtMost(255),
    ];
    const funded = [890_880, 1_000_000, 2_039_279, 1_000_000, 3_000_000];
    const missing = new Set(owners.map((to) => destinationAccount("USDC", to).toBase58()));
    const instructions = payoutInstructions(
      payer.publicKey,
      "USDC",
      owners.map((to) => ({ to, amount: 1n })),
      missing,
    );
    for (const [i, owner] of owners.entries()) await fundAddress(owner, funded[i]!);
    await holds(instructions);
  });

  it("is not known for an instruction of another program: such a move is simulated", () => {
    const foreign = { programId: Keypair.generate().publicKey, keys: [], data: Buffer.alloc(0) };
    expect(knownUnits([foreign])).toBeUndefined();
  });
});
