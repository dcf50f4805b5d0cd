import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { landedReader } from "@/server/ledger/landed-transactions";
import { parseAmount } from "@/server/money";
import { convertUnits, referencePrices, tokenAccountRentLamports } from "@/server/pricing";
import { costTotal, payoutShares, refundCost } from "@/server/services/books/move-costs";
import { faucet, fundSol } from "../devnet/harness";
import {
  balanceOf,
  createPrivatePayroll,
  createPrivateSend,
  dueTogether,
  expectBooksBalance,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { call } from "../support/call";
import { lossCounted } from "../support/loss-metric";
import {
  closeUsdcAccount,
  moveSpend,
  openUsdcAccount,
  usdcAccount,
  usdcAccountExists,
} from "../support/token-accounts";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, type WalletWorld, walletSuite } from "../wallet/wallet-harness";

/**
 * A recipient whose token account exists when a private payment is created costs its deposit no rent. Closing the
 * account before the payout used to make the pool create it again, at its own cost, and the recipient closed it
 * again and kept the rent: about 0.002 SOL a leg, for a leg of one base unit. The payout now creates only the
 * accounts a deposit paid for, and a refund keeps the rent's worth of an account it has to create.
 */
const suite = walletSuite();
const rent = tokenAccountRentLamports;

resetPayoutDelaysAfterEach();

/** A wallet with SOL for its fees and an empty USDC account of its own (it paid the rent). */
async function recipientWithAccount(world: WalletWorld): Promise<Keypair> {
  const wallet = Keypair.generate();
  await fundSol(world.connection, world.devnet, wallet.publicKey, LAMPORTS_PER_SOL / 100);
  await openUsdcAccount(world.connection, wallet);
  return wallet;
}

async function legsOf(ids: string[]) {
  const legs = await (await getDb())
    .select()
    .from(transactionRecipients)
    .where(inArray(transactionRecipients.transactionId, ids));
  return (owner: PublicKey) => legs.find((l) => l.address === owner.toBase58())!;
}

describe("adversary: recipients who close their token accounts between create and payout", () => {
  it("creates only the accounts deposits paid for: the closers' legs fail alone and the pool pays no rent for them", async () => {
    setPayoutDelays(60, 60);
    const { world } = suite;
    const key = suite.owner.key;
    // Three recipients with empty USDC accounts: the payroll's deposit pays no rent for them. A fourth is fresh.
    const closers = [
      await recipientWithAccount(world),
      await recipientWithAccount(world),
      await recipientWithAccount(world),
    ];
    const fresh = Keypair.generate().publicKey;
    const payer = await fundedWallet(world);
    const recipients = [...closers.map((c) => c.publicKey), fresh].map((r) => ({
      address: r.toBase58(),
      amount: "0.0003",
    }));
    const payroll = await createPrivatePayroll(key, payer.publicKey, recipients, "0.0012");
    // Rent for the fresh recipient's account only, at the reference price.
    const rentWorth = convertUnits(rent, "SOL", "USDC", referencePrices(), "up");
    expect(payroll.depositFee).toMatchObject({ recipientsNeedingAta: 1 });
    expect(parseAmount(payroll.depositFee.ataRent, 6)).toEqual({ ok: true, units: rentWorth });
    // Another customer's send to a fresh recipient, paid out in the same ledger transaction.
    const sender = await fundedWallet(world);
    const innocent = Keypair.generate().publicKey;
    const other = await createPrivateSend(key, sender.publicKey, "3", innocent);
    await Promise.all([
      payDeposit(world, payer, payroll.ephemeralAddress, "USDC", payroll.depositAmount),
      payDeposit(world, sender, other.ephemeralAddress!, "USDC", other.depositAmount!),
    ]);
    const ids = [payroll.transactionId as string, other.transactionId!];
    // After create, before the payout: the closers close their accounts and take their rent back.
    for (const closer of closers) await closeUsdcAccount(world.connection, closer);
    await dueTogether(ids);

    const sent = await settledStatus(key, other.transactionId!, ["completed", "failed"], 60_000);
    expect(sent.status).toBe("completed");
    const ended = await settledStatus(key, ids[0]!, ["completed", "failed"], 30_000);
    expect(await balanceOf(world, "USDC", innocent)).toBe(3_000_000n);
    expect(await balanceOf(world, "USDC", fresh)).toBe(300n);

    // One payout paid both fresh recipients; the pool's SOL went to its fee and their two accounts, nothing else.
    const legOf = await legsOf(ids);
    const payoutKey = legOf(fresh).payoutKey!;
    expect(legOf(innocent).payoutKey).toBe(payoutKey);
    const { spent, fee, move, created } = await moveSpend(world.connection, payoutKey);
    expect(spent, `spent ${spent}, fee ${fee}`).toBe(fee + 2n * rent);
    expect([...created].sort()).toEqual([usdcAccount(fresh), usdcAccount(innocent)].map(String).sort());
    // Each account with the leg that paid for it: the fresh recipient's and the innocent's.
    expect(
      (move.details.createdTokenAccounts as { account: string; transactionId: string }[])
        .map((c) => [c.account, c.transactionId])
        .sort(),
    ).toEqual(
      [
        [usdcAccount(fresh).toBase58(), ids[0]],
        [usdcAccount(innocent).toBase58(), ids[1]],
      ].sort(),
    );
    for (const closer of closers) {
      expect(await usdcAccountExists(world.connection, closer.publicKey)).toBe(false);
      expect(legOf(closer.publicKey)).toMatchObject({
        status: "failed",
        failure: { code: "RECIPIENT_ACCOUNT_CLOSED", reason: "recipient_account_closed" },
      });
    }
    // The payroll ends as one with refused legs does: failed, PARTIAL_PAYMENT, the closers' amounts held.
    expect(ended.status).toBe("failed");
    expect(ended.failure).toMatchObject({
      code: "PARTIAL_PAYMENT",
      details: { paidCount: 1, failedCount: 3, heldForOperator: "0.0009" },
    });
    const [payrollBooks, sendBooks] = await expectBooksBalance(ids);
    expect(payrollBooks).toMatchObject({ status: "failed", paidOut: 300n, held: 900n });
    expect(sendBooks).toMatchObject({ status: "completed", paidOut: 3_000_000n, held: 0n });

    // The payout's fee is split over the two legs its signed bytes paid, not the five it was packed with: the
    // closers' legs, taken out before signing, bear nothing; every lamport is someone's share.
    const read = landedReader();
    const { shares, unmatched, unshared } = await payoutShares(move, read);
    expect({ unmatched, unshared }).toEqual({ unmatched: 0n, unshared: 0n });
    expect([...shares.keys()].sort()).toEqual([...ids].sort());
    expect(shares.get(ids[0]!)!.fee + shares.get(ids[1]!)!.fee).toBe(fee);
    for (const id of ids) {
      expect(shares.get(id)!.rent).toBe(rent);
      expect(shares.get(id)!.fee - fee / 2n).toBeLessThanOrEqual(1n);
    }
    // A landing the record does not describe is counted whole for the books to name, never split over legs it
    // may not have paid, nor dropped (before: no legs recorded dropped its fee; an earlier attempt took the latest
    // attempt's legs).
    const noLegs = await payoutShares({ ...move, details: { ...move.details, legs: [] } }, read);
    expect(noLegs).toMatchObject({ unshared: fee, unmatched: 2n * rent });
    expect(noLegs.shares.size).toBe(0);
    const earlier = { ...move, signature: "1".repeat(88), expiredSignatures: [move.signature] };
    const resigned = await payoutShares(earlier, read);
    expect(resigned).toMatchObject({ unshared: fee, unmatched: 2n * rent });
    expect(resigned.shares.size).toBe(0);
  }, 180_000);

  it("a recipient fresh in one payment and existing in another gets its account created once, paid for", async () => {
    setPayoutDelays(60, 60);
    const { world } = suite;
    const key = suite.owner.key;
    const recipient = Keypair.generate();
    await fundSol(world.connection, world.devnet, recipient.publicKey, LAMPORTS_PER_SOL / 100);
    const first = await fundedWallet(world);
    const second = await fundedWallet(world);
    // Fresh when the first payment is created (its deposit pays the rent), existing when the second is.
    const paysRent = await createPrivateSend(key, first.publicKey, "1", recipient.publicKey);
    await openUsdcAccount(world.connection, recipient);
    const paysNone = await createPrivateSend(key, second.publicKey, "2", recipient.publicKey);
    const rentWorth = convertUnits(rent, "SOL", "USDC", referencePrices(), "up");
    expect(parseAmount(paysRent.depositAmount!, 6)).toEqual({
      ok: true,
      units: 1_000_000n + rentWorth + fee(paysRent),
    });
    expect(paysNone.depositFee as unknown).toMatchObject({ ataRent: "0", recipientsNeedingAta: 0 });
    await closeUsdcAccount(world.connection, recipient);
    await Promise.all([
      payDeposit(world, first, paysRent.ephemeralAddress!, "USDC", paysRent.depositAmount!),
      payDeposit(world, second, paysNone.ephemeralAddress!, "USDC", paysNone.depositAmount!),
    ]);
    const ids = [paysRent.transactionId!, paysNone.transactionId!];
    await dueTogether(ids);
    for (const id of ids)
      expect((await settledStatus(key, id, ["completed", "failed"], 60_000)).status).toBe("completed");
    expect(await balanceOf(world, "USDC", recipient.publicKey)).toBe(3_000_000n);
    // Both legs left in one payout, which created the account once: the rent the first deposit paid.
    const db = await getDb();
    const legs = await db.select().from(transactionRecipients).where(inArray(transactionRecipients.transactionId, ids));
    expect(legs.map((l) => l.rentCharged).sort()).toEqual([false, true]);
    expect(legs[0]!.payoutKey).toBe(legs[1]!.payoutKey);
    const { spent, fee: networkFee, created } = await moveSpend(world.connection, legs[0]!.payoutKey!);
    expect(spent).toBe(networkFee + rent);
    expect([...created]).toEqual([usdcAccount(recipient.publicKey).toBase58()]);
    await expectBooksBalance(ids);
  }, 180_000);

  it("a payer who closed its token account gets its refund less the rent's worth of the account the refund creates", async () => {
    const { world } = suite;
    const payer = await fundedWallet(world, 0n);
    const created = await createPrivateSend(suite.owner.key, payer.publicKey, "3");
    const parsed = parseAmount(created.depositAmount!, 6);
    if (!parsed.ok) throw new Error(created.depositAmount);
    const lossBefore = await lossCounted("refund");
    await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
      key: suite.owner.key,
      params: { transactionId: created.transactionId! },
    });
    // After the cancel the payer pays the deposit anyway, then closes its emptied USDC account (the refund waits).
    await faucet(world.devnet, payer, "USDC", parsed.units);
    await world.executor.stop();
    try {
      await payDeposit(world, payer, created.ephemeralAddress!, "USDC", created.depositAmount!);
      await closeUsdcAccount(world.connection, payer);
    } finally {
      world.executor.start();
    }
    const rentWorth = convertUnits(rent, "SOL", "USDC", referencePrices(), "up");
    await eventually(async () => (await balanceOf(world, "USDC", payer.publicKey)) > 0n, 60_000);
    expect(await balanceOf(world, "USDC", payer.publicKey)).toBe(parsed.units - rentWorth);
    const db = await getDb();
    const [refund] = await eventually(async () => {
      const moves = await db.select().from(ledgerMoves).where(eq(ledgerMoves.transactionId, created.transactionId!));
      const landed = moves.filter((m) => m.purpose === "refund" && m.status === "landed");
      return landed.length > 0 && landed;
    }, 30_000);
    // The refund's fee payer spent its fee and the payer's new account, which the rent kept from the refund paid for
    // (and its own USDC account, the first time it holds USDC: the pool's, for good).
    const refunded = await moveSpend(world.connection, refund!.key);
    const own = usdcAccount(new PublicKey(refunded.move.payer)).toBase58();
    const paidFor = [...refunded.created].filter((account) => account !== own);
    expect(paidFor).toEqual([usdcAccount(payer.publicKey).toBase58()]);
    expect(refunded.spent).toBe(refunded.fee + rent * BigInt(refunded.created.size));
    expect(refund!.details).toMatchObject({
      dust: rentWorth.toString(),
      refunded: (parsed.units - rentWorth).toString(),
      payerAccountsRent: rent.toString(),
    });
    // The payer's new account is paid by the rent's worth kept: the service's cost of the refund is its fee alone,
    // in the books and in the loss metric.
    expect(costTotal(await refundCost(refund!, landedReader()))).toBe(refunded.fee);
    const counted = await eventually(async () => {
      const loss = (await lossCounted("refund")) - lossBefore;
      return loss > 0 && loss;
    }, 30_000);
    expect(counted).toBe(Number(refunded.fee));
    await expectBooksBalance([created.transactionId!]);
  }, 120_000);
});

/** The routing fee quoted for a private payment, in USDC base units. */
function fee(created: Record<string, unknown>): bigint {
  const parsed = parseAmount((created.depositFee as unknown as { quoted: string }).quoted, 6);
  if (!parsed.ok) throw new Error("no quoted fee");
  return parsed.units;
}
