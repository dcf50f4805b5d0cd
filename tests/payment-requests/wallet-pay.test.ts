import { Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from "@solana/web3.js";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import { call, expectErrorShape } from "../support/call";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { registerWebhook } from "../webhooks/register-webhook";
import {
  askTransaction,
  createRequest,
  getRequest,
  requestStatus,
  signAndSend,
  walletWith,
} from "./payment-request-harness";
import { sendSigned, transferWithReference } from "./reference-transfer";

const suite = walletSuite();

describe("a payment request paid through the Solana Pay transaction request", () => {
  it("is paid by a plain web3.js wallet: GET, POST account, sign, send; recipient credited exactly, webhook verified", async () => {
    const receiver = await startReceiver();
    try {
      const hook = await registerWebhook(suite.owner, receiver.url("/paid"), ["payment_request.paid"]);
      const recipient = Keypair.generate().publicKey;
      const made = await createRequest(suite.owner.key, {
        asset: "SOL",
        amount: "0.25",
        recipient: recipient.toBase58(),
        label: "Corner Shop",
        message: "Order 42",
        metadata: { orderId: "42" },
      });
      expect(made.status).toBe(201);
      const id = made.body.paymentRequestId as string;
      expect(id).toMatch(/^prq_/);
      expect(made.body).toMatchObject({ status: "open", mode: "wallet", amount: "0.25", paidAt: null });
      expect(made.body.solanaPayUrl).toBe(null);

      const label = await call(payRoute.GET, "GET", `/api/pay/${id}`, { params: { paymentRequestId: id } });
      expect(label.status).toBe(200);
      expect(label.body).toEqual({ label: "Corner Shop", icon: "http://localhost:3000/icon.svg" });
      expect(label.headers.get("access-control-allow-origin")).toBe("*");
      expect(label.headers.get("content-type")).toMatch(/^application\/json/);

      const payer = await walletWith(suite.world, 1);
      const asked = await askTransaction(id, payer.publicKey.toBase58());
      expect(asked.status).toBe(200);
      expect(asked.body.message).toBe("Corner Shop: Order 42");
      const unsigned = VersionedTransaction.deserialize(Buffer.from(asked.body.transaction, "base64"));
      expect(unsigned.message.staticAccountKeys[0]!.equals(payer.publicKey)).toBe(true);
      expect(unsigned.message.staticAccountKeys.map((k) => k.toBase58())).toContain(made.body.reference);

      const signature = await signAndSend(suite.world, asked.body.transaction, payer);
      const paid = await requestStatus(suite.owner.key, id, ["paid"]);
      expect(paid).toMatchObject({ status: "paid", payer: payer.publicKey.toBase58(), signature });
      expect(await suite.world.connection.getBalance(recipient)).toBe(0.25 * LAMPORTS_PER_SOL);

      // The payment is a wallet send of the account, followed to completed like any other.
      const done = await settledStatus(suite.owner.key, paid.transactionId);
      expect(done).toMatchObject({ status: "completed", mode: "wallet", signature, amount: "0.25" });

      const [delivery] = await eventually(() => receiver.on("/paid").length >= 1 && receiver.on("/paid"));
      const event = new Webhook(hook.secret).verify(delivery!.body, delivery!.headers) as {
        type: string;
        data: { paymentRequestId: string; status: string; transactionId: string };
      };
      expect(event.type).toBe("payment_request.paid");
      expect(event.data).toMatchObject({ paymentRequestId: id, status: "paid", transactionId: paid.transactionId });

      // Paid: a second transaction request is refused before anything is built.
      const again = await askTransaction(id, payer.publicKey.toBase58());
      expectErrorShape(again, "PAYMENT_REQUEST_NOT_OPEN", 409);
      expect(again.body.error.details.status).toBe("paid");
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
    } finally {
      await receiver.close();
    }
  });

  it("is never paid by transactions that carry the reference but pay less, or pay another recipient", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, {
      asset: "SOL",
      amount: "0.5",
      recipient: recipient.toBase58(),
    });
    const id = made.body.paymentRequestId as string;
    const reference = new PublicKey(made.body.reference);
    const stranger = await walletWith(suite.world, 2);
    // A transaction request first, so the reference is watched.
    expect((await askTransaction(id, stranger.publicKey.toBase58())).status).toBe(200);

    const { connection } = suite.world;
    const cheap = await sendSigned(
      connection,
      await transferWithReference(connection, stranger, recipient, 0.1 * LAMPORTS_PER_SOL, reference),
    );
    const elsewhere = await sendSigned(
      connection,
      await transferWithReference(
        connection,
        stranger,
        Keypair.generate().publicKey,
        0.5 * LAMPORTS_PER_SOL,
        reference,
      ),
    );
    const seen = await eventually(async () => {
      const got = await getRequest(suite.owner.key, id);
      const rejected = got.body.lastRejection?.signature;
      return rejected === elsewhere && got.body;
    }, 30_000);
    expect(seen.status).toBe("open");
    expect(seen.lastRejection.reason).toBe("transfers_differ");
    const transactions = await call(transactionRoute.GET, "GET", `/v1/transactions/${cheap}`, {
      key: suite.owner.key,
      params: { transactionId: cheap },
    });
    expectErrorShape(transactions, "TRANSACTION_NOT_FOUND", 404);
    expect((await getRequest(suite.owner.key, id)).body).toMatchObject({ status: "open", paidAt: null });
  });

  it("is found by the minute round when a wallet paid it with a transaction of its own, without asking first", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.2", recipient: recipient.toBase58() });
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1);
    const { connection } = suite.world;
    // The exact terms, built by the wallet (a transfer-request style payment naming the reference): no watch asked.
    const signature = await sendSigned(
      connection,
      await transferWithReference(
        connection,
        payer,
        recipient,
        0.2 * LAMPORTS_PER_SOL,
        new PublicKey(made.body.reference),
      ),
    );
    expect((await getRequest(suite.owner.key, id)).body.status).toBe("open");
    const db = await getDb();
    const paid = await eventually(async () => {
      await watchPaymentRequestsRound(db);
      const got = await getRequest(suite.owner.key, id);
      return got.body.status === "paid" && got.body;
    }, 30_000);
    expect(paid).toMatchObject({ signature, payer: payer.publicKey.toBase58() });
  });
});
