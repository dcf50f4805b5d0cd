import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { transactions } from "@/server/db/schema";
import { watchPaymentRequestRound } from "@/server/services/payment-requests/watch-payment-request";
import {
  askTransaction,
  createRequest,
  eventsOf,
  getRequest,
  requestStatus,
  signed,
  submit,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { sendSigned, transferWithReference } from "../payment-requests/reference-transfer";
import { expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * The adversaries of a payment request (docs/threat-model.md, "Payment requests"): a stranger's cheaper transaction
 * carrying the reference, signed bytes replayed on another request, a payer paying twice, and the submit path
 * racing the watcher. Each must leave the request paid at most once, by a payment of exactly its terms, recorded
 * once.
 */
const suite = walletSuite();

async function newRequest(amount = "0.5") {
  const recipient = Keypair.generate().publicKey;
  const made = await createRequest(suite.owner.key, { asset: "SOL", amount, recipient: recipient.toBase58() });
  expect(made.status).toBe(201);
  return { id: made.body.paymentRequestId as string, reference: new PublicKey(made.body.reference), recipient };
}

const bytesOf = (base64: string, signer: Keypair) => Buffer.from(signed(base64, signer).serialize()).toString("base64");

const paidEvents = (paymentRequestId: string) => eventsOf("payment_request.paid", paymentRequestId);

async function recordedWithSignature(signature: string) {
  return (await getDb())
    .select()
    .from(transactions)
    .where(and(eq(transactions.signature, signature)));
}

describe("payment request adversaries", () => {
  it("a stranger's cheaper transaction carrying the reference, landed first, does not pay it; the real payment does", async () => {
    const { id, reference, recipient } = await newRequest();
    const { connection } = suite.world;
    const stranger = await walletWith(suite.world, 1);
    const cheap = await sendSigned(
      connection,
      await transferWithReference(connection, stranger, recipient, 0.001 * LAMPORTS_PER_SOL, reference),
    );
    const payer = await walletWith(suite.world, 1);
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    const real = await sendSigned(connection, bytesOf(asked.body.transaction, payer));
    const paid = await requestStatus(suite.owner.key, id, ["paid"]);
    expect(paid.signature).toBe(real);
    expect(paid.signature).not.toBe(cheap);
    expect(paid.lastRejection).toMatchObject({ signature: cheap, reason: "transfers_differ" });
    expect(await recordedWithSignature(cheap)).toEqual([]);
  });

  it("signed bytes made for one request are refused by another with the same terms (its reference is not in them)", async () => {
    const first = await newRequest();
    const payer = await walletWith(suite.world, 2);
    const asked = await askTransaction(first.id, payer.publicKey.toBase58());
    const bytes = bytesOf(asked.body.transaction, payer);
    // A second request for the same recipient and amount.
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "0.5",
      recipient: first.recipient.toBase58(),
    });
    const replayed = await submit(made.body.paymentRequestId, bytes);
    expectErrorShape(replayed, "INVALID_SIGNATURE", 400);
    expect(replayed.body.error.details.reason).toBe("reference_missing");
    expect(await suite.world.connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    // On its own request the bytes pay; replayed there after it is paid, they are refused.
    expect((await submit(first.id, bytes)).status).toBe(202);
    await requestStatus(suite.owner.key, first.id, ["paid"]);
    expectErrorShape(await submit(first.id, bytes), "PAYMENT_REQUEST_NOT_OPEN", 409);
    expect((await getRequest(suite.owner.key, made.body.paymentRequestId)).body.status).toBe("open");
  });

  it("a payer that signs two transactions for one request and sends both: the request is paid once", async () => {
    const { id } = await newRequest();
    const payer = await walletWith(suite.world, 2);
    const a = await askTransaction(id, payer.publicKey.toBase58());
    const b = await askTransaction(id, payer.publicKey.toBase58());
    expect(a.body.transaction).not.toBe(b.body.transaction);
    const { connection } = suite.world;
    const signatures = await Promise.all([
      sendSigned(connection, bytesOf(a.body.transaction, payer)),
      sendSigned(connection, bytesOf(b.body.transaction, payer)),
    ]);
    const paid = await requestStatus(suite.owner.key, id, ["paid"]);
    expect(signatures).toContain(paid.signature);
    // Further rounds change nothing: one paid event, naming the transaction that paid it.
    const db = await getDb();
    for (let i = 0; i < 3; i++) await watchPaymentRequestRound(db, id);
    const once = await paidEvents(id);
    expect(once).toHaveLength(1);
    expect(once[0]!.transactionId).toBe(paid.transactionId);
    expect((await getRequest(suite.owner.key, id)).body.transactionId).toBe(paid.transactionId);
  });

  it("the page submitting the bytes the wallet also sent, with watch rounds racing: one record, paid once", async () => {
    const { id } = await newRequest();
    const payer = await walletWith(suite.world, 2);
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    const bytes = bytesOf(asked.body.transaction, payer);
    const { connection } = suite.world;
    const [sent, submitted] = await Promise.all([sendSigned(connection, bytes), submit(id, bytes)]);
    // The submit may find the request already paid by the watcher; otherwise it accepted the same signature.
    if (submitted.status === 202) expect(submitted.body.signature).toBe(sent);
    else expectErrorShape(submitted, "PAYMENT_REQUEST_NOT_OPEN", 409);
    const db = await getDb();
    await Promise.all(Array.from({ length: 4 }, () => watchPaymentRequestRound(db, id)));
    const paid = await requestStatus(suite.owner.key, id, ["paid"]);
    expect(paid.signature).toBe(sent);
    await eventually(async () => (await recordedWithSignature(sent)).length === 1);
    expect(await recordedWithSignature(sent)).toHaveLength(1);
    expect(await paidEvents(id)).toHaveLength(1);
    // Exactly once on chain: the recipient got the amount once.
    expect(await connection.getBalance(new PublicKey(paid.recipient))).toBe(0.5 * LAMPORTS_PER_SOL);
  });
});
