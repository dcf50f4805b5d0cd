import { Keypair } from "@solana/web3.js";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { getDb } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { askDeposit, createRequest } from "../payment-requests/payment-request-harness";
import { askPrivateSend, createPrivateSend } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { type CallResult, call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

// Small on purpose: each cap is reached with a few deposits.
process.env.PRIVATE_MAX_OPEN_DEPOSITS = "3";
process.env.PAYMENT_REQUEST_MAX_OPEN_DEPOSITS = "7";

/**
 * Strangers using up a business's private capacity through its pay links (docs/threat-model.md, "Payment request
 * links"): anyone holding a private request's link asks for deposits under made-up payer accounts. Each request
 * hands out a handful at once, all of an account's requests share a budget of their own, and neither touches the
 * account's room for its own private payments.
 */
// The devnet (deposits check the pool can pay) and the executor, for this file.
walletSuite();

const stranger = () => Keypair.generate().publicKey.toBase58();

async function privateRequest(key: string) {
  const made = await createRequest(key, { asset: "USDC", amount: "1", recipient: stranger(), mode: "private" });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.paymentRequestId as string;
}

async function handedOut(paymentRequestId: string, account?: string) {
  const deposit = await askDeposit(paymentRequestId, account === undefined ? {} : { account });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  return deposit.body.ephemeralAddress as string;
}

function expectRefused(result: CallResult, scope: string, limit: number) {
  expectErrorShape(result, "TOO_MANY_OPEN_DEPOSITS", 422);
  expect(result.body.error.details).toMatchObject({ scope, limit, open: limit });
}

/** The quotes made for the account: each deposit handed out makes one, a refused one none. */
async function quotesOf(accountId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ made: count() }).from(quotes).where(eq(quotes.accountId, accountId));
  return row!.made;
}

/** The business's own private send (POST /v1/transactions), as its integration makes it. */
const ownPrivateSend = (key: string) => askPrivateSend(key, Keypair.generate().publicKey, "1");

describe("deposits handed out through pay links", () => {
  it("many strangers' deposits on one link: a handful are handed out, a payer asking again gets its own, and the business's own private sends are accepted", async () => {
    const business = await newAccountKey("write");
    const id = await privateRequest(business.key);
    const payers = [stranger(), stranger(), stranger(), stranger(), stranger()];
    const addresses = [];
    for (const payer of payers) addresses.push(await handedOut(id, payer));
    expect(new Set(addresses).size).toBe(5);

    expectRefused(await askDeposit(id, { account: stranger() }), "payment_request", 5);
    expectRefused(await askDeposit(id, {}), "payment_request", 5);
    // A payer that was given one gets it back, whatever the cap.
    expect(await handedOut(id, payers[2])).toBe(addresses[2]);

    // The account's own room is untouched: its three private sends are accepted, and its own cap still holds.
    for (let i = 0; i < 3; i++) await createPrivateSend(business.key, Keypair.generate().publicKey, "1");
    const fourth = await ownPrivateSend(business.key);
    expectRefused(fourth, "account", 3);
  }, 120_000);

  it("an account's links share a budget of their own; a request that ends gives its room back", async () => {
    const business = await newAccountKey("write");
    const first = await privateRequest(business.key);
    const second = await privateRequest(business.key);
    for (let i = 0; i < 5; i++) await handedOut(first, stranger());
    await handedOut(second, stranger());
    await handedOut(second);
    expectRefused(await askDeposit(second, { account: stranger() }), "payment_requests", 7);
    expect((await ownPrivateSend(business.key)).status).toBe(201);

    // Cancelling the first request cancels its waiting deposits: the second may hand out again.
    const cancelled = await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${first}`, {
      key: business.key,
      params: { paymentRequestId: first },
    });
    expect(cancelled.status).toBe(200);
    await handedOut(second, stranger());
  }, 120_000);

  it("a deposit refused at either cap writes no quote: the caps are looked at before the deposit's quote is made", async () => {
    const business = await newAccountKey("write");
    const { accountId } = business.principal;
    const first = await privateRequest(business.key);
    const second = await privateRequest(business.key);
    for (let i = 0; i < 5; i++) await handedOut(first, stranger());
    const made = await quotesOf(accountId);
    for (let i = 0; i < 3; i++) expectRefused(await askDeposit(first, { account: stranger() }), "payment_request", 5);
    expect(await quotesOf(accountId)).toBe(made);

    await handedOut(second, stranger());
    await handedOut(second, stranger());
    const before = await quotesOf(accountId);
    expectRefused(await askDeposit(second, { account: stranger() }), "payment_requests", 7);
    expectRefused(await askDeposit(second, {}), "payment_requests", 7);
    expect(await quotesOf(accountId)).toBe(before);
  }, 120_000);
});
