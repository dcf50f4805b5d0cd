import { Keypair, LAMPORTS_PER_SOL, SystemProgram } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { signMove } from "@/server/ledger/sign-move";
import { loadTreasury } from "@/server/ledger/treasury";
import { tokenAccountRentLamports } from "@/server/pricing";
import { checkAccounting } from "@/server/services/accounting/check-accounting";
import { waitForStatus } from "../devnet/harness";
import { createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { runChild } from "../support/child-process";
import { lossCounted } from "../support/loss-metric";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/**
 * The standing books of every wallet the service holds the key of, and of what each private transaction cost
 * against what it was charged: they pass over honest work, and name what a leaked key or an undercharge did. The
 * tests run in order on one devnet and database: the later ones plant into the books the earlier ones left whole.
 */
const suite = walletSuite();
const planted = { overcharged: "", signature: "" };

/** `npm run accounting` against this file's devnet and database, in a process of its own. */
function runAccounting() {
  return runChild("scripts/check-accounting.ts", [], {});
}

/** A private send of 3 USDC to a new wallet, paid and completed: its payout opens the recipient's token account. */
async function completedSend(beforeDeposit?: (transactionId: string) => Promise<unknown>) {
  const alice = await fundedWallet(suite.world);
  const created = await createPrivateSend(suite.owner.key, alice.publicKey, "3");
  await beforeDeposit?.(created.transactionId!);
  await payDeposit(suite.world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
  const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 90_000);
  expect(done.status, JSON.stringify(done.failure)).toBe("completed");
  return created.transactionId!;
}

describe("the books of the service's wallets, and costs against charges", () => {
  it("balance over honest private work: every treasury, pool and deposit movement attributed, exit 0", async () => {
    const transactionId = await completedSend();
    const books = await checkAccounting(await getDb());
    expect(books.findings).toEqual([]);
    const treasury = books.wallets.find((w) => w.name === "treasury")!;
    // The treasury topped the pool up for the send: its history holds those moves, all of them attributed.
    expect(treasury.signatures).toBeGreaterThan(0);
    const costs = books.costs.find((c) => c.transactionId === transactionId)!;
    // Its sweep and payout each cost fees, and its payout the rent of the recipient's new token account.
    expect(costs.spent.rent).toBe(tokenAccountRentLamports);
    expect(costs.spent.fee).toBeGreaterThan(0n);
    expect(costs.charged).toBeGreaterThanOrEqual(costs.spent.fee + costs.spent.rent);
    const run = await runAccounting();
    expect(run.out).toContain("The books balance.");
    expect(run.code, run.out).toBe(0);
  }, 180_000);

  it("names a transaction whose payout opened an account its charge did not cover, counting the loss as it completes", async () => {
    const before = await lossCounted("uncharged");
    // As if the rent of the recipient's new token account had not been charged (docs/threat-model.md, "Books").
    planted.overcharged = await completedSend((id) => setTransactionState(id, { ataRentLamports: 0n }));
    // Counted by the run that completed it, just after the status changed.
    const counted = await eventually(async () => {
      const loss = (await lossCounted("uncharged")) - before;
      return loss > 0 && loss;
    }, 30_000);
    expect(counted).toBe(Number(tokenAccountRentLamports));
    const { findings } = await checkAccounting(await getDb());
    expect(findings).toEqual([
      expect.objectContaining({
        transactionId: planted.overcharged,
        check: "lamports spent on it within what it was charged (priority fees allowed over)",
      }),
    ]);
  }, 180_000);

  it("names a treasury movement no record explains, by its signature; npm run accounting exits 1 naming both", async () => {
    const treasury = loadTreasury();
    // A leaked key: 5,000 SOL out of the treasury, signed with its key, recorded nowhere.
    const signed = await signMove(
      treasury,
      [],
      [
        SystemProgram.transfer({
          fromPubkey: treasury.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 5_000n * BigInt(LAMPORTS_PER_SOL),
        }),
      ],
    );
    await suite.world.connection.sendRawTransaction(signed.wire);
    await waitForStatus(suite.world.connection, signed.signature, "finalized");
    planted.signature = signed.signature;

    const { findings } = await checkAccounting(await getDb());
    const named = findings.filter((f) => f.check.includes(signed.signature));
    expect(named).toEqual([
      expect.objectContaining({ check: expect.stringMatching(/^treasury .* was signed by it with no record/) }),
    ]);
    expect(named[0]!.found).toMatch(/^SOL -5000000\d{6}$/);
    // Its balance no longer adds up to its books either, by exactly what left.
    const balance = findings.find((f) => f.check.startsWith("treasury SOL"))!;
    expect(BigInt(balance.expected) - BigInt(balance.found)).toBeGreaterThanOrEqual(5_000n * BigInt(LAMPORTS_PER_SOL));

    const run = await runAccounting();
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain(signed.signature);
    expect(run.out).toContain(planted.overcharged);
    expect(run.out).not.toContain("The books balance.");
  }, 180_000);
});
