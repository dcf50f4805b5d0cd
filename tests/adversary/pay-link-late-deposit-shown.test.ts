import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { eventTypesOf, merchantView } from "../payment-requests/merchant-view";
import {
  askDeposit,
  createRequest,
  getRequest,
  transactionFinished,
  transactionOfDeposit,
} from "../payment-requests/payment-request-harness";
import { fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A payer pays its deposit in full after its deadline (docs/threat-model.md, "Payment request links"): the money
 * arrives and goes back. It showed nowhere to the business; money that reached an attempt now makes it one of the
 * account's transactions, failed with DEPOSIT_EXPIRED, with its transaction.failed event.
 */
const suite = walletSuite();

describe("a late payment to an expired attempt", () => {
  it("is listed, exported and sent as transaction.failed (DEPOSIT_EXPIRED) once its money goes back", async () => {
    const owner = await newAccountKey("write");
    const made = await createRequest(owner.key, {
      asset: "USDC",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
      mode: "private",
      expiresAt: new Date(Date.now() + 12_000).toISOString(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await fundedWallet(suite.world);
    const d = (await askDeposit(id, { account: payer.publicKey.toBase58() })).body;
    const t = (await transactionOfDeposit(d.ephemeralAddress)).id;
    await eventually(async () => transactionFinished(t), 90_000);
    await payDeposit(suite.world, payer, d.ephemeralAddress, "USDC", d.depositAmount);
    await eventually(async () => (await getRequest(owner.key, id)).body.attempts.refunded >= 1, 120_000);
    const view = await merchantView(owner.key);
    expect(view.listed).toContain(t);
    expect(view.csv).toContain(t);
    expect(await eventTypesOf(t)).toEqual(["transaction.failed"]);
  }, 300_000);
});
