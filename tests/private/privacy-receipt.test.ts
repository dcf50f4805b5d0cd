import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as estimateRoute from "@/app/v1/privacy/estimate/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { events } from "@/server/db/schema";
import { askBalanceSend, toppedUp } from "../private-balance/balance-harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { createPrivateSend, fundedWallet, payDeposit } from "./private-harness";
import { widenReceiptWindow } from "./receipt-window";

const suite = walletSuite();

widenReceiptWindow();

async function receiptOf(key: string, transactionId: string) {
  const got = await call(transactionRoute.GET, "GET", `/v1/transactions/${transactionId}`, {
    key,
    params: { transactionId },
  });
  expect(got.status).toBe(200);
  return got.body.privacy;
}

async function estimate(key: string, query: string) {
  return call(estimateRoute.GET, "GET", `/v1/privacy/estimate?${query}`, { key });
}

async function paidSend(owner: TestKey, amount: string) {
  const payer = await fundedWallet(suite.world);
  const made = await createPrivateSend(owner.key, payer.publicKey, amount);
  await payDeposit(suite.world, payer, made.ephemeralAddress!, "USDC", made.depositAmount!);
  const done = await settledStatus(owner.key, made.transactionId!, ["completed", "failed"]);
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return made.transactionId!;
}

describe("the privacy receipt", () => {
  it("counts the deposits and the balances that could have paid a payment, and keeps what it counted at completion", async () => {
    const { owner } = suite;
    const other = await newAccountKey("write");

    // Alone in its window with its amount: linkable, and it says so; the same receipt goes out in its webhook.
    const alone = await paidSend(owner, "3");
    const first = await receiptOf(owner.key, alone);
    expect(first).toMatchObject({ anonymitySet: 1, source: "deposit", estimate: false });
    const db = await getDb();
    const completed = await db
      .select()
      .from(events)
      .where(and(eq(events.type, "transaction.completed"), eq(events.transactionId, alone)));
    expect(completed.map((e) => (e.data as { privacy?: unknown }).privacy)).toEqual([first]);

    // Before sending: the deposit of 3 just past, and another account's balance able to pay 3, hide a new one.
    const otherTopUp = await toppedUp(suite.world, other, "20");
    expect(await receiptOf(other.key, otherTopUp.topUpId)).toBeNull();
    const asked = await estimate(owner.key, "asset=USDC&amount=3");
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ anonymitySet: 3, source: "deposit", estimate: true });
    // A balance of 20 cannot pay 25, and no deposit paid 25: alone again.
    expect((await estimate(owner.key, "asset=USDC&amount=25&source=private_balance")).body).toMatchObject({
      anonymitySet: 1,
      source: "private_balance",
    });
    // The payer's own balance is not a second sender: the other account sees the owner's deposit and itself.
    expect((await estimate(other.key, "asset=USDC&amount=3&source=private_balance")).body.anonymitySet).toBe(2);

    // Paid from the balance: the deposit of 3, the other account's balance and its own.
    await toppedUp(suite.world, owner, "10");
    const fromBalance = await askBalanceSend(owner.key, "3");
    expect(fromBalance.status, JSON.stringify(fromBalance.body)).toBe(201);
    const id = fromBalance.body.transactionId as string;
    const done = await settledStatus(owner.key, id, ["completed", "failed"]);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.privacy).toMatchObject({ anonymitySet: 3, source: "private_balance", estimate: false });
    expect(done.privacy.delay).toEqual({ minSeconds: 0, maxSeconds: 0 });

    // Counted once: the first payment's receipt does not grow with the traffic that came after it.
    expect(await receiptOf(owner.key, alone)).toEqual(first);
  });

  it("refuses an estimate it cannot price, in the error shape", async () => {
    const key = suite.owner.key;
    expectErrorShape(await estimate(key, "asset=USDC&amount=1.0000001"), "INVALID_AMOUNT", 400);
    expectErrorShape(await estimate(key, "asset=DOGE&amount=1"), "INVALID_REQUEST", 400);
    expectErrorShape(await estimate(key, "asset=USDC"), "INVALID_REQUEST", 400);
    expectErrorShape(await estimate(key, "asset=USDC&amount=1&extra=1"), "INVALID_REQUEST", 400);
    expectErrorShape(await estimate(key, "asset=USDC&amount=99999999999999999999999"), "INVALID_AMOUNT", 400);
    expectErrorShape(await estimate(key, "asset=USDC&amount=0"), "AMOUNT_TOO_SMALL", 400);
    expectErrorShape(await estimate(key, "asset=USDC&amount=1&amount=2"), "INVALID_REQUEST", 400);
    expectErrorShape(await estimate(key, "asset=USDC&amount=1&source=wallet"), "INVALID_REQUEST", 400);
  });
});
