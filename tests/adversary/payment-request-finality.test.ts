import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findPaymentRequest } from "@/server/db/queries/payment-requests";
import { findTransactionBySignature } from "@/server/db/queries/transactions";
import { paymentRequests } from "@/server/db/schema";
import { finalitySlots } from "@/server/devnet/devnet-ledger";
import { expirePaymentRequestAtTime } from "@/server/services/payment-requests/expire-payment-request";
import { settlePaymentRequestBy } from "@/server/services/payment-requests/settle-payment-request";
import { lookForPayment } from "@/server/services/payment-requests/shared/look-for-payment";
import { watchPaymentRequestRound } from "@/server/services/payment-requests/watch-payment-request";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import { checkConfirmation } from "@/server/services/transactions/wallet/check-confirmation";
import {
  askTransaction,
  createRequest,
  eventsOf,
  getRequest,
  signed,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { transferWithReference } from "../payment-requests/reference-transfer";
import { expectErrorShape } from "../support/call";
import { forkSuite } from "../support/fork-suite";

// Slots move only when a test says so, and the tests run the watch, the tracker and the settle job a completion
// records themselves (the executor is stopped); the service reads the ledger through a proxy that can keep a payment off the finalized chain.
const suite = forkSuite();

async function newRequest() {
  const recipient = Keypair.generate().publicKey;
  const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.5", recipient: recipient.toBase58() });
  expect(made.status).toBe(201);
  return { id: made.body.paymentRequestId as string, recipient, reference: new PublicKey(made.body.reference) };
}

/**
 * A payer asks for the request's transaction, signs it and sends it to the ledger itself, as a Solana Pay wallet
 * does; the proxy keeps it off the finalized chain. Slots move on: the devnet alone would call it final.
 */
async function paidAtConfirmedOnly(paymentRequestId: string) {
  const payer = await walletWith(suite.world, 1);
  const asked = await askTransaction(paymentRequestId, payer.publicKey.toBase58());
  expect(asked.status).toBe(200);
  const tx = signed(asked.body.transaction, payer);
  const signature = bs58.encode(tx.signatures[0]!);
  suite.proxy.fork.unfinal.add(signature);
  await suite.world.connection.sendRawTransaction(tx.serialize());
  suite.world.devnet.advanceSlots(finalitySlots + 1);
  return { payer: payer.publicKey, signature };
}

/** The tracker's looks at a transaction until it is completed or failed (or 30 s), slots moving between looks. */
async function followed(transactionId: string) {
  const db = await getDb();
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { done, status } = await checkConfirmation(db, transactionId);
    if (done || Date.now() > deadline) return status;
    suite.world.devnet.advanceSlots(finalitySlots + 1);
  }
}

async function requestNow(paymentRequestId: string) {
  return (await getRequest(suite.owner.key, paymentRequestId)).body;
}

/** A watch round sees the payment at confirmed; the wallet send it is recorded as, if any. */
async function seenAtConfirmed(paymentRequestId: string, signature: string) {
  const db = await getDb();
  await watchPaymentRequestRound(db, paymentRequestId);
  const recorded = await findTransactionBySignature(db, signature);
  expect(await requestNow(paymentRequestId)).toMatchObject({ status: "open", paidAt: null, transactionId: null });
  expect(await eventsOf("payment_request.paid", paymentRequestId)).toEqual([]);
  expect(recorded?.status).toBe("pending");
  return recorded!;
}

describe("a payment request is paid only by a payment the finalized chain holds", () => {
  it("does not mark it paid for a payment seen only at confirmed, even past its time; marks it paid once, when final", async () => {
    const { id } = await newRequest();
    const { payer, signature } = await paidAtConfirmedOnly(id);
    const payment = await seenAtConfirmed(id, signature);
    const db = await getDb();

    // The tracker follows it: confirmed, not final; the request waits, and takes no other payment meanwhile.
    for (let look = 0; look < 3; look++) await checkConfirmation(db, payment.id);
    expect((await findTransactionBySignature(db, signature))?.status).toBe("confirmed");
    const other = await askTransaction(id, Keypair.generate().publicKey.toBase58());
    expectErrorShape(other, "PAYMENT_REQUEST_NOT_OPEN", 409);
    expect(other.body.error.details.reason).toBe("payment_confirming");

    // Its time runs out while the payment waits for finality: made in time, it is not expired under it.
    await db
      .update(paymentRequests)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentRequests.id, id));
    await expirePaymentRequestAtTime(db, id);
    await watchPaymentRequestsRound(db);
    await watchPaymentRequestRound(db, id);
    expect(await requestNow(id)).toMatchObject({ status: "open", paidAt: null });
    expect(await eventsOf("payment_request.expired", id)).toEqual([]);

    // Final now: completed, and the request paid by it, once, however often the watch and the tracker look again.
    suite.proxy.fork.unfinal.delete(signature);
    expect(await followed(payment.id)).toBe("completed");
    for (let look = 0; look < 3; look++) {
      await watchPaymentRequestRound(db, id);
      await watchPaymentRequestsRound(db);
      await checkConfirmation(db, payment.id);
      // The settle job the completion recorded (settle-payment-request.ts), run as often: it pays the request once.
      await settlePaymentRequestBy(db, payment.id);
    }
    expect(await requestNow(id)).toMatchObject({
      status: "paid",
      transactionId: payment.id,
      signature,
      payer: payer.toBase58(),
    });
    const paid = await eventsOf("payment_request.paid", id);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.transactionId).toBe(payment.id);
    expect(await eventsOf("payment_request.expired", id)).toEqual([]);
  });

  it("lets go of a payment the cluster dropped after confirmed, and is paid by the next payment once final", async () => {
    const { id } = await newRequest();
    const dropped = await paidAtConfirmedOnly(id);
    const lost = await seenAtConfirmed(id, dropped.signature);

    // The fork that held it is abandoned: no chain has it, and its blockhash is past on every chain.
    suite.proxy.fork.unfinal.delete(dropped.signature);
    suite.proxy.fork.dropped.add(dropped.signature);
    suite.world.devnet.advanceSlots(160);
    expect(await followed(lost.id)).toBe("failed");
    const db = await getDb();
    await watchPaymentRequestRound(db, id);
    expect(await requestNow(id)).toMatchObject({ status: "open", paidAt: null, transactionId: null });
    expect(await eventsOf("payment_request.paid", id)).toEqual([]);

    // The payer pays again: that payment pays the request, once it is final.
    const next = await paidAtConfirmedOnly(id);
    const payment = await seenAtConfirmed(id, next.signature);
    suite.proxy.fork.unfinal.delete(next.signature);
    expect(await followed(payment.id)).toBe("completed");
    await settlePaymentRequestBy(db, payment.id);
    await watchPaymentRequestRound(db, id);
    expect(await requestNow(id)).toMatchObject({
      status: "paid",
      transactionId: payment.id,
      signature: next.signature,
    });
    expect(await eventsOf("payment_request.paid", id)).toHaveLength(1);
    suite.proxy.fork.dropped.delete(dropped.signature);
  });

  it("records no second payment while one waits for finality, even in a look that read the request before", async () => {
    const { id, recipient, reference } = await newRequest();
    const db = await getDb();
    const readBefore = (await findPaymentRequest(db, undefined, id))!;
    const first = await paidAtConfirmedOnly(id);
    const payment = await seenAtConfirmed(id, first.signature);

    // A second payer pays the exact terms with a transfer of its own (no transaction request is answered now).
    const { connection, devnet } = suite.world;
    const second = await walletWith(suite.world, 1);
    const bytes = await transferWithReference(connection, second, recipient, 0.5 * LAMPORTS_PER_SOL, reference);
    const secondSignature = bs58.encode(VersionedTransaction.deserialize(Buffer.from(bytes, "base64")).signatures[0]!);
    await connection.sendRawTransaction(Buffer.from(bytes, "base64"));
    devnet.advanceSlots(finalitySlots + 1);

    expect(await lookForPayment(db, readBefore)).toBe(false);
    expect(await findTransactionBySignature(db, secondSignature)).toBeUndefined();
    expect((await findPaymentRequest(db, undefined, id))?.payingTransactionId).toBe(payment.id);

    suite.proxy.fork.unfinal.delete(first.signature);
    expect(await followed(payment.id)).toBe("completed");
    await settlePaymentRequestBy(db, payment.id);
    expect(await requestNow(id)).toMatchObject({
      status: "paid",
      transactionId: payment.id,
      signature: first.signature,
    });
    expect(await eventsOf("payment_request.paid", id)).toHaveLength(1);
  });
});
