import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findPaymentRequest } from "@/server/db/queries/payment-requests";
import { forgetFeedRead } from "@/server/pricing";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import {
  askTransaction,
  createRequest,
  getRequest,
  signAndSend,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { pythFeedForFile } from "../support/hermes-stand-in";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

const feed = pythFeedForFile("15000000000");

describe("a wallet-mode token payment made while the price feed is down", () => {
  it("is counted, not remembered as refused, and the request is paid", async () => {
    const recipient = Keypair.generate().publicKey.toBase58();
    const made = await createRequest(suite.owner.key, { asset: "USDC", amount: "2.5", recipient });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1, 10_000_000n);
    // The payer's wallet asks for the transaction while the feed is fine, then the feed stops before it pays.
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    feed.publishedAgoS = 3_600;
    forgetFeedRead();
    const signature = await signAndSend(suite.world, asked.body.transaction, payer);

    // Rounds while the feed is stale: the payment is never remembered as refused (before: PRICE_UNAVAILABLE was
    // recorded as its rejection, and the payment was never counted, even after the feed came back).
    const db = await getDb();
    for (let round = 0; round < 3; round++) {
      await watchPaymentRequestsRound(db);
      const row = await findPaymentRequest(db, undefined, id);
      expect(row!.rejectedSignatures).not.toContain(signature);
      expect(row!.lastRejection).toBeNull();
    }

    // Whether or not the feed is back: the payment is what it should be, and pays the request.
    feed.publishedAgoS = 0;
    forgetFeedRead();
    const paid = await eventually(async () => {
      await watchPaymentRequestsRound(db);
      const got = await getRequest(suite.owner.key, id);
      return got.body.status === "paid" && got.body;
    }, 30_000);
    expect(paid).toMatchObject({ signature, payer: payer.publicKey.toBase58() });
  });

  it("is quoted while the feed is down: a wallet-mode token send converts nothing", async () => {
    const recipient = Keypair.generate().publicKey.toBase58();
    const made = await createRequest(suite.owner.key, { asset: "USDC", amount: "1", recipient });
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1, 10_000_000n);
    feed.publishedAgoS = 3_600;
    forgetFeedRead();
    // Before: 503 PRICE_UNAVAILABLE, so no wallet could pay a USDC request while the feed was stale.
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const signature = await signAndSend(suite.world, asked.body.transaction, payer);
    const db = await getDb();
    const paid = await eventually(async () => {
      await watchPaymentRequestsRound(db);
      const got = await getRequest(suite.owner.key, id);
      return got.body.status === "paid" && got.body;
    }, 30_000);
    expect(paid).toMatchObject({ signature });
  });
});
