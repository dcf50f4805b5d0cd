import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
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
import { transferWithReference } from "../payment-requests/reference-transfer";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/**
 * A stranger holding a wallet-mode request's link learns its reference (it is in the transaction the link hands
 * out) and lands, before the real payment, cheap transactions naming it. A look reads the 10 oldest signatures it
 * has not refused (look-for-payment.ts). Were fewer refusals remembered than a look lists (once 200 of 500), every
 * round some of the junk would be "new" again, the 10 reads would always go to junk older than the payment, and
 * the payment never read. Now every listed signature's refusal is remembered (`maxRejectedKept`, payment-requests.ts),
 * so junk is read once and the payment is read after it. Cost to the attacker: 210 fees (about 0.001 SOL).
 */
/** A request, `flood` junk transactions naming its reference, then the real payment; then 40 watch rounds. */
async function floodThenPay(flood: number) {
  const recipient = Keypair.generate().publicKey;
  const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.2", recipient: recipient.toBase58() });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.paymentRequestId as string;
  const { connection } = suite.world;

  // The stranger, holding the link, asks for the transaction and reads the reference out of its bytes.
  const stranger = await walletWith(suite.world, 1);
  const asked = await askTransaction(id, stranger.publicKey.toBase58());
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const keys = VersionedTransaction.deserialize(
    Buffer.from(asked.body.transaction, "base64"),
  ).message.staticAccountKeys.map((k) => k.toBase58());
  expect(keys).toContain(made.body.reference);
  const reference = new PublicKey(made.body.reference);

  // Successful 1..flood-lamport self-transfers naming the reference (distinct bytes, so distinct signatures).
  let last = "";
  for (let i = 1; i <= flood; i++) {
    const wire = await transferWithReference(connection, stranger, stranger.publicKey, i, reference);
    last = await connection.sendRawTransaction(Buffer.from(wire, "base64"));
  }
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature: last, blockhash, lastValidBlockHeight }, "confirmed");
  const listed = await connection.getSignaturesForAddress(reference, { limit: 1000 }, "confirmed");
  expect(listed.filter((s) => s.err === null).length).toBeGreaterThanOrEqual(flood);

  // The real payer pays exactly what the request asks, through the link, after the flood.
  const payer = await walletWith(suite.world, 1);
  const own = await askTransaction(id, payer.publicKey.toBase58());
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  const signature = await signAndSend(suite.world, own.body.transaction, payer);
  expect(await connection.getBalance(recipient, "confirmed")).toBe(0.2 * LAMPORTS_PER_SOL);

  // Watch rounds: 40 looks read 400 transactions, twice the flood; a look that got through would find the payment.
  const db = await getDb();
  for (let round = 0; round < 40; round++) {
    const row = await findPaymentRequest(db, undefined, id);
    if (row!.payingTransactionId || row!.status !== "open") break;
    await watchPaymentRequestRound(db, id);
  }
  const row = await findPaymentRequest(db, undefined, id);
  const view = (await getRequest(suite.owner.key, id)).body;
  return { row: row!, view, signature };
}

describe("adversary: a flood of refused transactions older than the payment", () => {
  it("150 junk transactions naming the reference only delay the payment", async () => {
    const { row, signature } = await floodThenPay(150);
    expect(row.payingTransactionId, `payment ${signature}`).not.toBeNull();
  }, 240_000);

  it("210 junk transactions (more than 200 refusals) do not keep the payment from being read", async () => {
    const { row, view, signature } = await floodThenPay(210);
    expect(
      { held: row.payingTransactionId !== null, rejectedKept: row.rejectedSignatures.length, status: view.status },
      `payment ${signature} never read; last rejection ${JSON.stringify(view.lastRejection)}`,
    ).toMatchObject({ held: true });
  }, 240_000);
});
