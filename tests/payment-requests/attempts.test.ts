import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";
import { eventTypesOf, getTransaction, listWithAttempts, merchantView } from "./merchant-view";
import {
  askDeposit,
  createRequest,
  getRequest,
  requestStatus,
  transactionFinished,
  transactionOfDeposit,
} from "./payment-request-harness";

/**
 * A private pay link's deposits are attempts of its payment request (docs/decisions.md, "A pay link's deposits are
 * attempts"): not the account's transactions until the payer's deposit arrives, and never if it does not.
 */
const suite = walletSuite();
const nothing = { listed: [], total: 0, statsTotal: 0, exported: 0 };

async function privateRequest(key: string, expiresAt?: Date) {
  const recipient = Keypair.generate().publicKey.toBase58();
  const made = await createRequest(key, {
    asset: "USDC",
    amount: "1",
    recipient,
    mode: "private",
    ...(expiresAt && { expiresAt: expiresAt.toISOString() }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.paymentRequestId as string;
}

async function handOut(paymentRequestId: string, body: { account?: string }) {
  const deposit = await askDeposit(paymentRequestId, body);
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  return { ...deposit.body, transactionId: (await transactionOfDeposit(deposit.body.ephemeralAddress)).id };
}

describe("a private pay link's deposits are attempts of its request", () => {
  it("a deposit nobody pays is not the account's transaction, before or after it expires; the request shows it", async () => {
    const owner = await newAccountKey("write");
    const id = await privateRequest(owner.key, new Date(Date.now() + 12_000));
    const named = await handOut(id, { account: Keypair.generate().publicKey.toBase58() });
    const anonymous = await handOut(id, {});
    const attempts = [named.transactionId, anonymous.transactionId];

    expect(await merchantView(owner.key)).toMatchObject(nothing);
    expect((await listWithAttempts(owner.key)).sort()).toEqual([...attempts].sort());
    const looked = await getTransaction(owner.key, named.transactionId);
    expect(looked.status).toBe(200);
    expect(looked.body).toMatchObject({ attempt: true, paymentRequestId: id, status: "processing" });
    const open = (await getRequest(owner.key, id)).body.attempts;
    expect(open).toMatchObject({ total: 2, open: 2, paid: 0, expired: 0 });
    expect(open.latest.map((a: { transactionId: string }) => a.transactionId)).toEqual([
      anonymous.transactionId,
      named.transactionId,
    ]);
    expect(open.latest[0]).toMatchObject({ attempt: true, status: "processing", refunds: 0 });
    expect(open.latest[0].depositDeadline).toBe(anonymous.depositDeadline);

    // Their deadline (the request's expiresAt) passes: they fail with DEPOSIT_EXPIRED, still attempts.
    await eventually(
      async () => (await transactionFinished(named.transactionId)) && transactionFinished(anonymous.transactionId),
      90_000,
    );
    await requestStatus(owner.key, id, ["expired"], 60_000);
    expect(await merchantView(owner.key)).toMatchObject(nothing);
    const ended = (await getRequest(owner.key, id)).body.attempts;
    expect(ended).toMatchObject({ total: 2, open: 0, paid: 0, expired: 2, cancelled: 0 });
    expect(ended.latest[0]).toMatchObject({ status: "failed", failureCode: "DEPOSIT_EXPIRED", attempt: true });
    // No transaction.* event for the merchant's webhooks, from either.
    expect(await eventTypesOf(named.transactionId)).toEqual([]);
    expect(await eventTypesOf(anonymous.transactionId)).toEqual([]);
  }, 180_000);

  it("the deposit that is paid becomes the account's transaction; the other visitor's stays an attempt", async () => {
    const { world } = suite;
    const owner = await newAccountKey("write");
    const id = await privateRequest(owner.key);
    const payer = await fundedWallet(world);
    const paid = await handOut(id, { account: payer.publicKey.toBase58() });
    const left = await handOut(id, {});
    expect(await merchantView(owner.key)).toMatchObject(nothing);

    await payDeposit(world, payer, paid.ephemeralAddress, "USDC", paid.depositAmount);
    const request = await requestStatus(owner.key, id, ["paid"], 120_000);
    expect(request.transactionId).toBe(paid.transactionId);
    await eventually(async () => transactionFinished(left.transactionId), 60_000);

    const view = await merchantView(owner.key);
    expect(view).toMatchObject({ listed: [paid.transactionId], total: 1, statsTotal: 1, exported: 1 });
    expect(view.csv).toContain(paid.transactionId);
    expect(view.csv).not.toContain(left.transactionId);
    const detail = (await getTransaction(owner.key, paid.transactionId)).body;
    expect(detail).toMatchObject({ attempt: false, paymentRequestId: id, status: "completed" });
    // Its events start when it became the account's transaction; the cancelled attempt has none.
    expect(await eventTypesOf(paid.transactionId)).toEqual(["transaction.processing", "transaction.completed"]);
    expect(await eventTypesOf(left.transactionId)).toEqual([]);
    const attempts = (await getRequest(owner.key, id)).body.attempts;
    expect(attempts).toMatchObject({ total: 2, open: 0, paid: 1, cancelled: 1, expired: 0 });
    expect(attempts.latest).toEqual([
      expect.objectContaining({ transactionId: left.transactionId, status: "cancelled", attempt: true }),
      expect.objectContaining({ transactionId: paid.transactionId, status: "completed", attempt: false }),
    ]);
  }, 240_000);

  it("a wallet-mode request has no attempts", async () => {
    const owner = await newAccountKey("write");
    const made = await createRequest(owner.key, {
      asset: "USDC",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
    });
    expect((await getRequest(owner.key, made.body.paymentRequestId)).body.attempts).toBeNull();
  });
});
