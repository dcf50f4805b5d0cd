import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { eventTypesOf, merchantView } from "../payment-requests/merchant-view";
import {
  askDeposit,
  createRequest,
  getRequest,
  requestStatus,
  transactionFinished,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import { fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * Two payers each pay their whole deposit of one private pay link (docs/threat-model.md, "Payment request links").
 * The second is refused (PAYMENT_REQUEST_NOT_OPEN) and its money goes back: money the service received and
 * returned. It stayed an attempt, so the business's list, export and webhooks never showed it; money that reached
 * an attempt now makes it one of the account's transactions, failed, with its transaction.failed event.
 */
const suite = walletSuite();

describe("a second payer's full deposit, refused and refunded", () => {
  it("is listed, exported and sent as transaction.failed; the payment that paid the request is counted once", async () => {
    const { world } = suite;
    const owner = await newAccountKey("write");
    const made = await createRequest(owner.key, {
      asset: "USDC",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
      mode: "private",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const a = await fundedWallet(world);
    const b = await fundedWallet(world);
    const da = (await askDeposit(id, { account: a.publicKey.toBase58() })).body;
    const db = (await askDeposit(id, { account: b.publicKey.toBase58() })).body;
    const ta = (await transactionOfDeposit(da.ephemeralAddress)).id;
    const tb = (await transactionOfDeposit(db.ephemeralAddress)).id;
    await Promise.all([
      payDeposit(world, a, da.ephemeralAddress, "USDC", da.depositAmount),
      payDeposit(world, b, db.ephemeralAddress, "USDC", db.depositAmount),
    ]);
    const paid = await requestStatus(owner.key, id, ["paid"], 120_000);
    await eventually(async () => (await transactionFinished(ta)) && transactionFinished(tb), 120_000);
    const refusedId = paid.transactionId === ta ? tb : ta;
    await eventually(async () => (await getRequest(owner.key, id)).body.attempts.refunded >= 1, 120_000);
    const attempts = (await getRequest(owner.key, id)).body.attempts;
    expect(attempts.paid).toBe(1);
    const view = await merchantView(owner.key);
    expect(view.listed).toEqual(expect.arrayContaining([paid.transactionId, refusedId]));
    expect(view.csv).toContain(refusedId);
    expect(await eventTypesOf(refusedId)).toEqual(["transaction.failed"]);
  }, 360_000);
});
