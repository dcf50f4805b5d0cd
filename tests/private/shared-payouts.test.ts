import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { releaseLateLegs, scheduleLegs } from "@/server/db/queries/payout-legs";
import { findTransactionById } from "@/server/db/queries/transactions";
import { transactionRecipients, transactions } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { movesOfTransaction } from "@/server/services/transactions/private/shared/transaction-moves";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "./private-harness";

const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);

function setDelays(minSeconds: number, maxSeconds: number, holdSeconds?: number) {
  process.env.PRIVATE_DELAY_MIN_S = String(minSeconds);
  process.env.PRIVATE_DELAY_MAX_S = String(maxSeconds);
  if (holdSeconds === undefined) delete process.env.PRIVATE_PAYOUT_HOLD_S;
  else process.env.PRIVATE_PAYOUT_HOLD_S = String(holdSeconds);
  resetEnv();
}
afterEach(() => setDelays(0, 0));

/** A funded sender and a private USDC send of `amount` to a fresh recipient, deposit paid. */
async function paidPrivateSend(amount: string) {
  const { world } = suite;
  const sender = await fundedWallet(world);
  const recipient = Keypair.generate().publicKey;
  const created = await createPrivateSend(suite.owner.key, sender.publicKey, amount, recipient);
  const deposit = payDeposit(world, sender, created.ephemeralAddress!, "USDC", created.depositAmount!);
  return { sender, recipient, created, deposit };
}

/** Read from the database: polling the API for it would spend the key's per-minute allowance the tests need. */
const stageOf = async (transactionId: string) => (await findTransactionById(await getDb(), transactionId))?.stage;

describe("shared payout batches", () => {
  it("pays recipients of two private transactions in one ledger transaction, each exactly once", async () => {
    setDelays(60, 60);
    const a = await paidPrivateSend("3");
    const b = await paidPrivateSend("3");
    await Promise.all([a.deposit, b.deposit]);
    const ids = [a.created.transactionId!, b.created.transactionId!];
    await eventually(async () => (await Promise.all(ids.map(stageOf))).every((s) => s === "paying_out"), 30_000);
    // Both fall due at the same moment: the next epoch pays them together.
    const db = await getDb();
    await db
      .update(transactionRecipients)
      .set({ dueAt: new Date(Date.now() + 300) })
      .where(inArray(transactionRecipients.transactionId, ids));
    for (const id of ids) expect((await settledStatus(suite.owner.key, id)).status).toBe("completed");

    const [legA] = await db
      .select()
      .from(transactionRecipients)
      .where(eq(transactionRecipients.transactionId, ids[0]!));
    const [legB] = await db
      .select()
      .from(transactionRecipients)
      .where(eq(transactionRecipients.transactionId, ids[1]!));
    expect(legA!.payoutKey).toBe(legB!.payoutKey);
    expect(legA!.signature).toBe(legB!.signature);
    const payouts = (await movesOfTransaction(db, ids[0]!)).filter((m) => m.purpose === "payout");
    expect(payouts).toHaveLength(1);
    expect((payouts[0]!.details as { legs: unknown[] }).legs).toHaveLength(2);
    expect(await balanceOf(suite.world, "USDC", a.recipient)).toBe(3_000_000n);
    expect(await balanceOf(suite.world, "USDC", b.recipient)).toBe(3_000_000n);
    await expectBooksBalance(ids);
  }, 90_000);

  it("holds a due leg for an equal one falling due soon after: both leave in one ledger transaction", async () => {
    setDelays(60, 60, 10);
    const [a, b, other] = await Promise.all([paidPrivateSend("7"), paidPrivateSend("7"), paidPrivateSend("8")]);
    await Promise.all([a.deposit, b.deposit, other.deposit]);
    const ids = [a, b, other].map((s) => s.created.transactionId!);
    await eventually(async () => (await Promise.all(ids.map(stageOf))).every((s) => s === "paying_out"), 30_000);
    // a and the other amount fall due now; b, of a's amount, four seconds later (inside the hold of 10 s).
    const db = await getDb();
    const dueIn = async (id: string, ms: number) =>
      db
        .update(transactionRecipients)
        .set({ dueAt: new Date(Date.now() + ms) })
        .where(eq(transactionRecipients.transactionId, id));
    await dueIn(ids[0]!, 300);
    await dueIn(ids[2]!, 300);
    await dueIn(ids[1]!, 4_000);
    for (const id of ids) expect((await settledStatus(suite.owner.key, id)).status).toBe("completed");

    const legs = await db.select().from(transactionRecipients).where(inArray(transactionRecipients.transactionId, ids));
    const keyOf = (id: string) => legs.find((l) => l.transactionId === id)!.payoutKey;
    expect(keyOf(ids[0]!)).toBe(keyOf(ids[1]!));
    expect(keyOf(ids[2]!)).not.toBe(keyOf(ids[0]!));
    expect(await balanceOf(suite.world, "USDC", a.recipient)).toBe(7_000_000n);
    expect(await balanceOf(suite.world, "USDC", b.recipient)).toBe(7_000_000n);
    expect(await balanceOf(suite.world, "USDC", other.recipient)).toBe(8_000_000n);
    await expectBooksBalance(ids);
  }, 90_000);

  it("gives a chain observer nothing better than chance: first-in-first-out matching of ten equal sends", async () => {
    setDelays(1, 8);
    const sends = await Promise.all(Array.from({ length: 10 }, () => paidPrivateSend("25")));
    const depositSignatures = await Promise.all(sends.map((s) => s.deposit));
    for (const s of sends) {
      expect(
        (await settledStatus(suite.owner.key, s.created.transactionId!, ["completed", "failed"], 60_000)).status,
      ).toBe("completed");
    }
    const { connection } = suite.world;
    // What the chain shows: when each deposit landed, and when each recipient was paid, by which transaction.
    const depositSlots = await Promise.all(
      depositSignatures.map(
        async (sig) => (await connection.getTransaction(sig, { maxSupportedTransactionVersion: 0 }))!.slot,
      ),
    );
    const payoutsSeen = await Promise.all(
      sends.map(async (s) => {
        const [latest] = await connection.getSignaturesForAddress(getAssociatedTokenAddressSync(USDC, s.recipient));
        const tx = (await connection.getTransaction(latest!.signature, { maxSupportedTransactionVersion: 0 }))!;
        return { slot: tx.slot, keys: tx.transaction.message.staticAccountKeys.map((k) => k.toBase58()) };
      }),
    );
    // No payout names a sender or a deposit address.
    const linked = new Set(sends.flatMap((s) => [s.sender.publicKey.toBase58(), s.created.ephemeralAddress!]));
    for (const payout of payoutsSeen) expect(payout.keys.filter((k) => linked.has(k))).toEqual([]);
    // First in, first out: the n-th deposit is guessed to be the n-th payout.
    const byDeposit = sends.map((_, i) => i).sort((x, y) => depositSlots[x]! - depositSlots[y]! || x - y);
    const byPayout = sends.map((_, i) => i).sort((x, y) => payoutsSeen[x]!.slot - payoutsSeen[y]!.slot || x - y);
    const correct = byDeposit.filter((send, rank) => byPayout[rank] === send).length;
    console.log(`first-in-first-out matched ${correct} of 10 private sends (chance: 1 on average)`);
    // A random order matches 5 or more of 10 with probability under 0.4%.
    expect(correct).toBeLessThanOrEqual(4);
  }, 120_000);
});

describe("payout delays", () => {
  it("count from the deposit's detection; a leg swept late awaits the sweep backlog, at most the longest delay", async () => {
    setDelays(60, 60);
    const send = await paidPrivateSend("4");
    await send.deposit;
    const id = send.created.transactionId!;
    await eventually(async () => (await stageOf(id)) === "paying_out", 30_000);
    const db = await getDb();
    const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
    const sweep = (await movesOfTransaction(db, id)).find((m) => m.purpose === "sweep")!;
    const leg = async () =>
      (await db.select().from(transactionRecipients).where(eq(transactionRecipients.transactionId, id)))[0]!;
    // The sweep landed after the deposit was seen; the delay of 60 s counts from the deposit.
    expect(sweep.updatedAt.getTime()).toBeGreaterThan(row!.depositDetectedAt!.getTime());
    expect((await leg()).dueAt!.getTime() - row!.depositDetectedAt!.getTime()).toBe(60_000);

    // Scheduled again as if its sweep had taken ten minutes, while another deposit (this one, put back in stage
    // routing) is still being swept: it awaits the backlog, with no due time. Each change is one database
    // transaction, so the running payout loop never sees a state the test did not mean.
    const late = { from: new Date(Date.now() - 600_000), minSeconds: 30, maxSeconds: 120 };
    const widths = { widthSeconds: 90, capSeconds: 120 };
    const scheduleLate = () =>
      db.transaction(async (tx) => {
        await tx
          .update(transactionRecipients)
          .set({ dueAt: null, awaitsBacklog: false })
          .where(eq(transactionRecipients.transactionId, id));
        await scheduleLegs(tx, id, { ...late, now: new Date() });
      });
    await setTransactionState(id, { stage: "routing", depositDetectedAt: new Date() });
    await scheduleLate();
    expect(await leg()).toMatchObject({ dueAt: null, awaitsBacklog: true });
    expect(await releaseLateLegs(db, new Date(), widths)).toBe(0);

    // Held longer than the longest delay, it is released though the backlog is still there.
    const cappedAt = new Date();
    const capped = await db.transaction(async (tx) => {
      await tx
        .update(transactionRecipients)
        .set({ updatedAt: new Date(cappedAt.getTime() - 180_000) })
        .where(eq(transactionRecipients.transactionId, id));
      return releaseLateLegs(tx, cappedAt, widths);
    });
    expect(capped).toBe(1);

    // The backlog gone, a late leg is due within the delays' width (90 s) from then.
    await scheduleLate();
    expect((await leg()).awaitsBacklog).toBe(true);
    const releasedAt = new Date();
    const released = await db.transaction(async (tx) => {
      await tx.update(transactions).set({ stage: "paying_out" }).where(eq(transactions.id, id));
      return releaseLateLegs(tx, releasedAt, widths);
    });
    expect(released).toBe(1);
    const due = (await leg()).dueAt!.getTime() - releasedAt.getTime();
    expect(due).toBeGreaterThanOrEqual(0);
    expect(due).toBeLessThanOrEqual(90_000);

    await db
      .update(transactionRecipients)
      .set({ dueAt: new Date(Date.now() + 300) })
      .where(eq(transactionRecipients.transactionId, id));
    expect((await settledStatus(suite.owner.key, id)).status).toBe("completed");
    await expectBooksBalance([id]);
  }, 90_000);
});
