import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { listWalletLegs } from "@/server/db/queries/wallet-legs";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { formatAmount } from "@/server/money";
import { checkConfirmation } from "@/server/services/transactions/wallet/check-confirmation";
import { fundSol } from "../devnet/harness";
import { forkSuite } from "../support/fork-suite";
import { create, getQuote, prepare, sign } from "../wallet/wallet-harness";

// Slots move only when a test says so, and the tests follow the transactions themselves (the executor is stopped):
// what the confirmed chain says can be held for as long as a test needs.
const suite = forkSuite();

const signatureOf = (wire: string) =>
  bs58.encode(VersionedTransaction.deserialize(Buffer.from(wire, "base64")).signatures[0]!);
const blockhashOf = (wire: string) =>
  VersionedTransaction.deserialize(Buffer.from(wire, "base64")).message.recentBlockhash;

/** Prepares and signs a SOL payment of `count` fresh recipients (a payroll of two legs from 21 on), not yet created. */
async function signedPayment(count: number) {
  const sender = Keypair.generate();
  const each = 1_000_000n;
  await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
  const recipients = Array.from({ length: count }, () => ({
    address: Keypair.generate().publicKey.toBase58(),
    amount: formatAmount(each, 9),
  }));
  const quoteId = await getQuote(suite.owner.key, "SOL", formatAmount(each * BigInt(count), 9));
  const body = {
    type: count === 1 ? ("send" as const) : ("payroll" as const),
    quoteId,
    sender: sender.publicKey.toBase58(),
    recipients,
  };
  const prepared = await prepare(suite.owner.key, body);
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  const wires = (prepared.body.transactions as { transaction: string }[]).map((l) => sign(l.transaction, sender));
  const submit = () =>
    count === 1
      ? create(suite.owner.key, { ...body, signedTransaction: wires[0] })
      : create(suite.owner.key, { ...body, signedTransactions: wires });
  return { wires, submit, recipients: recipients.map((r) => new PublicKey(r.address)), each };
}

/** Looks at the transaction `times` times, a slot passing between looks, and answers its status then. */
async function lookedAt(transactionId: string, times = 3) {
  const db = await getDb();
  for (let i = 0; i < times; i++) {
    await checkConfirmation(db, transactionId);
    suite.world.devnet.advanceSlots(1);
  }
  return (await findTransactionById(db, transactionId))!;
}

/** Once the confirmed chain agrees with the finalized one: the held leg is sent again, lands, and is final. */
async function settledAfterTheFork(transactionId: string) {
  const db = await getDb();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { done } = await checkConfirmation(db, transactionId);
    if (done || Date.now() > deadline) break;
    suite.world.devnet.advanceSlots(finalitySlots + 1);
  }
  return (await findTransactionById(db, transactionId))!;
}

async function expectPaid(recipients: PublicKey[], each: bigint) {
  const infos = await suite.world.connection.getMultipleAccountsInfo(recipients);
  expect(infos.map((info) => BigInt(info?.lamports ?? 0))).toEqual(recipients.map(() => each));
}

/**
 * Creates a payment of `count` recipients whose last ledger transaction the confirmed chain holds back (its sends
 * lost), reporting it `expired` (its blockhash past) or `failed` (landed with an error, on a fork): nothing is
 * decided about it while the finalized chain disagrees. Then the fork is gone, the bytes get through, and every
 * recipient is paid.
 */
async function heldAtConfirmed(count: number, seen: "expired" | "failed") {
  const { world, proxy } = suite;
  const payment = await signedPayment(count);
  const wire = payment.wires.at(-1)!;
  const held = signatureOf(wire);
  proxy.fork.lost.add(held);
  if (seen === "failed") proxy.fork.failedAtConfirmed.add(held);
  const created = await payment.submit();
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const transactionId = created.body.transactionId as string;
  world.devnet.advanceSlots(finalitySlots + 1);
  if (seen === "expired") proxy.fork.expiredAtConfirmed.add(blockhashOf(wire));

  const meanwhile = await lookedAt(transactionId);
  expect(meanwhile.status).toBe("pending");
  expect(meanwhile.failure).toBeNull();
  const legs = await listWalletLegs(await getDb(), transactionId);
  expect(legs.map((l) => l.status).sort()).toEqual(count === 1 ? [] : ["completed", "pending"]);

  proxy.fork.lost.delete(held);
  proxy.fork.failedAtConfirmed.delete(held);
  proxy.fork.expiredAtConfirmed.clear();
  const settled = await settledAfterTheFork(transactionId);
  expect(settled.status).toBe("completed");
  await expectPaid(payment.recipients, payment.each);
}

describe("a wallet transaction is failed or expired only once the finalized chain agrees", () => {
  it("keeps a payroll leg whose blockhash expired only at confirmed, and completes the payroll when it lands", () =>
    heldAtConfirmed(25, "expired"));

  it("keeps a payroll leg that failed only at confirmed, and completes the payroll when it lands", () =>
    heldAtConfirmed(25, "failed"));

  it("keeps a send that failed only at confirmed pending, and completes it when it lands", () =>
    heldAtConfirmed(1, "failed"));

  it("keeps a send whose blockhash expired only at confirmed pending, and completes it when it lands", () =>
    heldAtConfirmed(1, "expired"));

  it("still fails a leg whose blockhash expired on the finalized chain too, unseen", async () => {
    const payment = await signedPayment(25);
    const held = signatureOf(payment.wires[1]!);
    suite.proxy.fork.lost.add(held);
    const created = await payment.submit();
    const transactionId = created.body.transactionId as string;
    // 150 slots and more: the blockhash is past on every chain, and the bytes were never seen.
    suite.world.devnet.advanceSlots(160);
    const settled = await settledAfterTheFork(transactionId);
    suite.proxy.fork.lost.delete(held);
    expect(settled.status).toBe("failed");
    expect(settled.failure?.code).toBe("PARTIAL_PAYMENT");
  });
});
