import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as detailsRoute from "@/app/api/pay/[paymentRequestId]/details/route";
import { assets } from "@/server/assets";
import { call, expectErrorShape } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { askTransaction, createRequest, requestStatus, signed, submit, walletWith } from "./payment-request-harness";
import { transferWithReference } from "./reference-transfer";

const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);

async function details(paymentRequestId: string) {
  return call(detailsRoute.GET, "GET", `/api/pay/${paymentRequestId}/details`, { params: { paymentRequestId } });
}

describe("a payment request paid through the hosted page's submit", () => {
  it("checks and broadcasts the signed transaction; the request is paid and the receipt shown", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "12.5",
      recipient: recipient.toBase58(),
    });
    const id = made.body.paymentRequestId as string;
    const open = await details(id);
    expect(open.body).toMatchObject({
      status: "open",
      amount: "12.5",
      asset: "USDC",
      paid: null,
      networkFee: "0.000005",
    });

    const payer = await walletWith(suite.world, 1, 50_000_000n);
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    expect(asked.status).toBe(200);
    const bytes = Buffer.from(signed(asked.body.transaction, payer).serialize()).toString("base64");
    const submitted = await submit(id, bytes);
    expect(submitted.status).toBe(202);
    expect(submitted.body.status).toBe("submitted");

    const paid = await requestStatus(suite.owner.key, id, ["paid"]);
    expect(paid).toMatchObject({ payer: payer.publicKey.toBase58(), signature: submitted.body.signature });
    const receipt = await details(id);
    expect(receipt.body.paid).toMatchObject({ signature: submitted.body.signature, payer: payer.publicKey.toBase58() });
    expect(receipt.body).not.toHaveProperty("metadata");
    const recipientUsdc = await suite.world.connection.getTokenAccountBalance(
      getAssociatedTokenAddressSync(USDC, recipient),
    );
    expect(recipientUsdc.value.amount).toBe("12500000");
    expect((await settledStatus(suite.owner.key, paid.transactionId)).status).toBe("completed");

    // Paid: the same bytes again, or a new transaction request, are refused.
    expectErrorShape(await submit(id, bytes), "PAYMENT_REQUEST_NOT_OPEN", 409);
    expectErrorShape(await askTransaction(id, payer.publicKey.toBase58()), "PAYMENT_REQUEST_NOT_OPEN", 409);
  });

  it("refuses, before broadcasting, signed bytes that pay less or another recipient, or miss the reference", async () => {
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, { asset: "SOL", amount: "0.5", recipient: recipient.toBase58() });
    const id = made.body.paymentRequestId as string;
    const reference = new PublicKey(made.body.reference);
    const payer = await walletWith(suite.world, 2);
    const { connection } = suite.world;
    const cases = [
      {
        bytes: await transferWithReference(connection, payer, recipient, 0.1 * LAMPORTS_PER_SOL, reference),
        reason: "transfers_differ",
      },
      {
        bytes: await transferWithReference(
          connection,
          payer,
          Keypair.generate().publicKey,
          0.5 * LAMPORTS_PER_SOL,
          reference,
        ),
        reason: "transfers_differ",
      },
      {
        bytes: await transferWithReference(connection, payer, recipient, 0.5 * LAMPORTS_PER_SOL),
        reason: "reference_missing",
      },
      { bytes: "bm90IGEgdHJhbnNhY3Rpb24=", reason: "malformed" },
    ];
    for (const { bytes, reason } of cases) {
      const refused = await submit(id, bytes);
      expectErrorShape(refused, "INVALID_SIGNATURE", 400);
      expect(refused.body.error.details.reason).toBe(reason);
    }
    expect(await connection.getBalance(payer.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(recipient)).toBe(0);
    expect((await details(id)).body.status).toBe("open");
  });
});
