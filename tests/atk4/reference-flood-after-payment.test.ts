import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
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
 * A chain observer watching a wallet-mode request's reference (it is on chain, and in the transaction the link hands
 * out) sees the real payment land and, before the next look (2 s apart while a wallet was just handed a transaction,
 * once a minute otherwise: watch-payment-requests.ts), lands 510 cheap transactions naming the reference. A look
 * lists only the newest 500 signatures naming it (look-for-payment.ts, `scanned`; reference-payments.ts), so the
 * payment, older than the junk, is never listed, never read, and the request is never paid. Cost: 510 fees
 * (about 0.0026 SOL). The held case in tests/adversary/payment-request-reference-flood.test.ts floods only before
 * the payment.
 */
describe("adversary: a flood of transactions naming the reference, landed after the payment", () => {
  it("510 junk transactions after the payment, before a look, do not keep the payment from being read", async () => {
    const { world } = suite;
    const { connection } = world;
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.2", recipient: recipient.toBase58() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const reference = new PublicKey(made.body.reference);
    const stranger = await walletWith(world, 1);
    const payer = await walletWith(world, 1);

    // No background look between the payment and the flood: the window a round's cadence leaves.
    await world.executor.stop();
    let signature: string;
    try {
      const own = await askTransaction(id, payer.publicKey.toBase58());
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      signature = await signAndSend(world, own.body.transaction, payer);
      expect(await connection.getBalance(recipient, "confirmed")).toBe(0.2 * LAMPORTS_PER_SOL);

      let last = "";
      for (let i = 1; i <= 510; i++) {
        const wire = await transferWithReference(connection, stranger, stranger.publicKey, i, reference);
        last = await connection.sendRawTransaction(Buffer.from(wire, "base64"));
      }
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
      await connection.confirmTransaction({ signature: last, blockhash, lastValidBlockHeight }, "confirmed");
    } finally {
      world.executor.start();
    }

    // Watch rounds, as the background would make them: 60 looks read up to 600 transactions.
    const db = await getDb();
    for (let round = 0; round < 60; round++) {
      const row = await findPaymentRequest(db, undefined, id);
      if (row!.payingTransactionId || row!.status !== "open") break;
      await watchPaymentRequestRound(db, id);
    }
    const row = await findPaymentRequest(db, undefined, id);
    const view = (await getRequest(suite.owner.key, id)).body;
    expect(
      {
        held: row!.payingTransactionId !== null || view.status === "paid",
        rejectedKept: row!.rejectedSignatures.length,
      },
      `payment ${signature} never read; status ${view.status}; last rejection ${JSON.stringify(view.lastRejection)}`,
    ).toMatchObject({ held: true });
  }, 300_000);
});
