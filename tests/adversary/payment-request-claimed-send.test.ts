import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findPaymentRequest } from "@/server/db/queries/payment-requests";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import { createRequest, getRequest, walletWith } from "../payment-requests/payment-request-harness";
import { sendSigned, transferWithReference } from "../payment-requests/reference-transfer";
import { newAccountKey } from "../support/accounts";
import { create, getQuote, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/**
 * A chain observer with an account of its own (any signup) sees a wallet's payment of a request land (a transfer
 * request's payment, built by the wallet: no watch runs, the minute round finds it) and, before the round, submits
 * the very same signed bytes to POST /v1/transactions as a wallet-mode send of its own account. Recorded there,
 * the look would skip the signature as "recorded already" (look-for-payment.ts) and the request would never be
 * paid. POST /v1/transactions refuses bytes naming a request's reference (refuse-payment-reference.ts).
 */
describe("adversary: a landed payment submitted by someone else as their own wallet send", () => {
  it("is refused as a send, and the payment still pays the request it paid", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.2", recipient: recipient.toBase58() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1);
    const { connection } = suite.world;
    const wire = await transferWithReference(
      connection,
      payer,
      recipient,
      0.2 * LAMPORTS_PER_SOL,
      new PublicKey(made.body.reference),
    );
    const signature = await sendSigned(connection, wire);

    // The observer reads the landed bytes off the ledger (here: the same base64) and submits them as its own send.
    const observer = await newAccountKey("write");
    const quoteId = await getQuote(observer.key, "SOL", "0.2");
    const claimed = await create(observer.key, {
      type: "send",
      quoteId,
      sender: payer.publicKey.toBase58(),
      recipients: [{ address: recipient.toBase58(), amount: "0.2" }],
      signedTransaction: wire,
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(400);
    expect(claimed.body.error).toMatchObject({
      code: "INVALID_SIGNATURE",
      details: { reason: "names_payment_reference", reference: made.body.reference },
    });

    // The minute round: the payment is the request's, whoever recorded the bytes first.
    const db = await getDb();
    for (let round = 0; round < 5; round++) await watchPaymentRequestsRound(db);
    const row = await findPaymentRequest(db, undefined, id);
    const view = (await getRequest(suite.owner.key, id)).body;
    expect(
      { status: view.status, held: row!.payingTransactionId !== null },
      `payment ${signature} not counted`,
    ).not.toEqual({ status: "open", held: false });
  }, 120_000);
});
