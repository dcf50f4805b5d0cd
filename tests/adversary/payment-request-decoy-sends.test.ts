import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findPaymentRequest } from "@/server/db/queries/payment-requests";
import { watchPaymentRequestRound } from "@/server/services/payment-requests/watch-payment-request";
import {
  askTransaction,
  createRequest,
  getRequest,
  signAndSend,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { sendSigned, transferWithReference } from "../payment-requests/reference-transfer";
import { newAccountKey } from "../support/accounts";
import { create, getQuote, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/**
 * Anyone with an account (any signup) and the request's link (the reference is in the transaction the link hands
 * out) makes 10 ordinary wallet sends of its own, to its own wallet, naming the reference as an extra read-only key,
 * before the payment. Recorded, they were skipped by every look only after being read and never remembered, so they
 * took every look's 10 reads and the payment was never read. Now POST /v1/transactions refuses bytes naming a
 * request's reference (refuse-payment-reference.ts), and a look drops recorded and refused signatures before
 * reading (look-for-payment.ts): sent to the ledger directly, the decoys are read once, refused, and the payment
 * is read after them.
 */
/** `decoys` sends naming the request's reference (refused by the API, landed directly), the payment, 10 looks. */
async function decoysThenPay(decoys: number) {
  const recipient = Keypair.generate().publicKey;
  const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.2", recipient: recipient.toBase58() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.paymentRequestId as string;
  const reference = new PublicKey(made.body.reference);
  const { connection } = suite.world;

  const attacker = await newAccountKey("write");
  const wallet = await walletWith(suite.world, 1);
  const own = Keypair.generate().publicKey;
  for (let i = 1; i <= decoys; i++) {
    const amount = (i / 1000).toFixed(3);
    const lamports = i * 1_000_000;
    const quoteId = await getQuote(attacker.key, "SOL", amount);
    const created = await create(attacker.key, {
      type: "send",
      quoteId,
      sender: wallet.publicKey.toBase58(),
      recipients: [{ address: own.toBase58(), amount }],
      signedTransaction: await transferWithReference(connection, wallet, own, lamports, reference),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.error.details.reason).toBe("names_payment_reference");
    await sendSigned(connection, await transferWithReference(connection, wallet, own, lamports, reference));
  }

  // The real payer, through the link, after the decoys.
  const payer = await walletWith(suite.world, 1);
  const asked = await askTransaction(id, payer.publicKey.toBase58());
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const signature = await signAndSend(suite.world, asked.body.transaction, payer);

  const db = await getDb();
  for (let round = 0; round < 10; round++) {
    const row = await findPaymentRequest(db, undefined, id);
    if (row!.payingTransactionId || row!.status !== "open") break;
    await watchPaymentRequestRound(db, id);
  }
  const row = await findPaymentRequest(db, undefined, id);
  const view = (await getRequest(suite.owner.key, id)).body;
  return { row: row!, view, signature };
}

describe("adversary: decoy sends of another account naming a request's reference", () => {
  it("are refused when a recipient is the reference, whatever the legs load from lookup tables", async () => {
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "0.2",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const attacker = await newAccountKey("write");
    const wallet = await walletWith(suite.world, 1);
    const created = await create(attacker.key, {
      type: "send",
      quoteId: await getQuote(attacker.key, "SOL", "0.01"),
      sender: wallet.publicKey.toBase58(),
      recipients: [{ address: made.body.reference, amount: "0.01" }],
      // Legs never prepared: the reference is refused before they are matched.
      signedTransactions: [Buffer.from("not a transaction").toString("base64")],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.error.details).toMatchObject({ reason: "names_payment_reference" });
  }, 60_000);

  it("are refused as wallet sends, and ten landed directly do not hide the real payment from every look", async () => {
    const { row, view, signature } = await decoysThenPay(10);
    expect(
      { held: row.payingTransactionId !== null, status: view.status, rejected: row.rejectedSignatures.length },
      `payment ${signature} never read`,
    ).toMatchObject({ held: true });
  }, 180_000);
});
