import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { fundSol, waitForStatus } from "../devnet/harness";
import {
  balanceOf,
  createPrivatePayroll,
  expectBooksBalance,
  fundedWallet,
  payDeposit,
} from "../private/private-harness";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/** The attacker's move, between the payout round's read of missing accounts and the payout's execution. */
const race = vi.hoisted(() => ({
  armed: false,
  done: false,
  attacker: undefined as unknown,
  prefund: undefined as unknown,
}));

vi.mock("@/server/ledger/build-transfer", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/server/ledger/build-transfer")>();
  return {
    ...real,
    missingTokenAccounts: async (asset: "USDC", owners: PublicKey[]) => {
      const missing = await real.missingTokenAccounts(asset, owners);
      if (race.armed && !race.done && owners.some((o) => o.equals(race.attacker as PublicKey))) {
        race.done = true;
        await (race.prefund as () => Promise<void>)();
      }
      return missing;
    },
  };
});

const suite = walletSuite();
const usdc = new PublicKey(assets.USDC.mint);

describe("a payroll recipient front-running its own token account's creation with a lamport transfer", () => {
  it("fails the whole payout (every recipient's leg) on its computed compute limit", async () => {
    const { world } = suite;
    const attacker = Keypair.generate();
    await fundSol(world.connection, world.devnet, attacker.publicKey, LAMPORTS_PER_SOL);
    race.attacker = attacker.publicKey;
    race.prefund = async () => {
      const { blockhash } = await world.connection.getLatestBlockhash();
      const tx = new VersionedTransaction(
        new TransactionMessage({
          payerKey: attacker.publicKey,
          recentBlockhash: blockhash,
          instructions: [
            SystemProgram.transfer({
              fromPubkey: attacker.publicKey,
              toPubkey: getAssociatedTokenAddressSync(usdc, attacker.publicKey),
              lamports: 1_000_000,
            }),
          ],
        }).compileToV0Message(),
      );
      tx.sign([attacker]);
      await waitForStatus(world.connection, await world.connection.sendRawTransaction(tx.serialize()), "confirmed");
    };
    const honest = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    const sender = await fundedWallet(world);
    const created = await createPrivatePayroll(
      suite.owner.key,
      sender.publicKey,
      [...honest, attacker.publicKey].map((r) => ({ address: r.toBase58(), amount: "2" })),
      "6",
    );
    race.armed = true;
    await payDeposit(world, sender, created.ephemeralAddress, "USDC", created.depositAmount);
    await eventually(async () => {
      const paid = await Promise.all(honest.map((r) => balanceOf(world, "USDC", r)));
      return paid.every((b) => b === 2_000_000n);
    }, 90_000);
    await eventually(async () => {
      const all = await (await getDb()).select().from(ledgerMoves);
      return all.filter((m) => m.purpose === "payout").every((m) => m.status !== "sent");
    }, 60_000);
    await new Promise((r) => setTimeout(r, 3_000));
    const moves = await (await getDb()).select().from(ledgerMoves);
    const payouts = moves.filter((m) => m.purpose === "payout");
    console.log(
      "payouts",
      JSON.stringify(
        payouts.map((m) => ({
          status: m.status,
          attempt: m.attempt,
          err: m.err,
          legs: (m.details as { legs?: unknown[] }).legs?.length,
        })),
      ),
    );
    const legs = await (await getDb())
      .select()
      .from(transactionRecipients)
      .where(eq(transactionRecipients.transactionId, created.transactionId));
    console.log(
      "legs",
      JSON.stringify(
        legs.map((l) => ({
          to: l.address === attacker.publicKey.toBase58() ? "attacker" : "honest",
          status: l.status,
          failure: l.failure,
        })),
      ),
    );
    try {
      await expectBooksBalance([created.transactionId]);
      console.log("books balance");
    } catch (error) {
      console.log(
        "books do not balance",
        JSON.stringify((error as { actual?: unknown }).actual ?? String(error)).slice(0, 3000),
      );
    }
    expect(race.done).toBe(true);
    // The payout of all three legs fails on chain (ComputationalBudgetExceeded, or ProgramFailedToComplete when the
    // units run out inside the token-account creation's CPIs): the two honest legs wait for another round, the
    // service pays the failed attempt's fee. Before issue 35 the payout was simulated as it was signed, and held.
    expect(payouts.filter((m) => m.err !== null).map((m) => m.err)).toEqual([]);
  });
});
