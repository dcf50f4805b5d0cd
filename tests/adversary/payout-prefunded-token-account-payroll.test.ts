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
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

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

// The attacker's transfer has to land between the round's read of missing accounts and the payout's signing, a moment
// no outside step can hit reliably: the read is wrapped (vi.mock) to send it for real right after the real read.
describe("a payroll recipient front-running its own token account's creation with a lamport transfer", () => {
  it("cannot fail the shared payout: every leg is paid on the first attempt, the books balance", async () => {
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
      const paid = await Promise.all([...honest, attacker.publicKey].map((r) => balanceOf(world, "USDC", r)));
      return paid.every((b) => b === 2_000_000n);
    }, 90_000);
    await eventually(async () => {
      const all = await (await getDb()).select().from(ledgerMoves);
      return all.filter((m) => m.purpose === "payout").every((m) => m.status === "landed");
    }, 60_000);
    expect(race.done).toBe(true);
    const moves = await (await getDb()).select().from(ledgerMoves);
    // The payout of all three legs landed on its first attempt: no failed attempt's fee, no leg waiting a round.
    expect(moves.filter((m) => m.purpose === "payout").map((m) => ({ err: m.err, attempt: m.attempt }))).toEqual([
      { err: null, attempt: 1 },
    ]);
    const legs = await (await getDb())
      .select()
      .from(transactionRecipients)
      .where(eq(transactionRecipients.transactionId, created.transactionId));
    expect(legs.map((l) => l.failure)).toEqual([null, null, null]);
    const done = await settledStatus(suite.owner.key, created.transactionId, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    await expectBooksBalance([created.transactionId]);
  });
});
