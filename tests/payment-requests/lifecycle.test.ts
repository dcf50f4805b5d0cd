import { Keypair } from "@solana/web3.js";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import * as depositRoute from "@/app/api/pay/[paymentRequestId]/deposit/route";
import * as detailsRoute from "@/app/api/pay/[paymentRequestId]/details/route";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import * as requestsRoute from "@/app/v1/payment-requests/route";
import { getDb } from "@/server/db/client";
import { findPaymentRequest, recordRejection } from "@/server/db/queries/payment-requests";
import { expirePaymentRequestAtTime } from "@/server/services/payment-requests/expire-payment-request";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";
import { registerWebhook } from "../webhooks/register-webhook";
import { askTransaction, createRequest, getRequest } from "./payment-request-harness";

const suite = walletSuite();
const recipient = () => Keypair.generate().publicKey.toBase58();
const base = (extra: Record<string, unknown> = {}) => ({ asset: "SOL", amount: "1", recipient: recipient(), ...extra });

async function askDeposit(paymentRequestId: string, body: Record<string, unknown>) {
  return call(depositRoute.POST, "POST", `/api/pay/${paymentRequestId}/deposit`, {
    body,
    params: { paymentRequestId },
  });
}

async function cancel(key: string, paymentRequestId: string) {
  return call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${paymentRequestId}`, {
    key,
    params: { paymentRequestId },
  });
}

describe("payment request expiry and cancel", () => {
  it("expires at expiresAt with payment_request.expired, and then takes no payment", async () => {
    const receiver = await startReceiver();
    try {
      const owner = await newAccountKey("write");
      const hook = await registerWebhook(owner, receiver.url("/expired"), ["payment_request.expired"]);
      const made = await createRequest(owner.key, base({ expiresAt: new Date(Date.now() + 1_500).toISOString() }));
      expect(made.status).toBe(201);
      const id = made.body.paymentRequestId as string;
      // The expiry job sleeps until expiresAt; the minute round would catch it too.
      const expired = await eventually(async () => {
        const got = await getRequest(owner.key, id);
        return got.body.status === "expired" && got.body;
      }, 30_000);
      expect(expired.paidAt).toBeNull();
      const [delivery] = await eventually(() => receiver.on("/expired").length >= 1 && receiver.on("/expired"));
      const event = new Webhook(hook.secret).verify(delivery!.body, delivery!.headers) as {
        type: string;
        data: { paymentRequestId: string; status: string };
      };
      expect(event).toMatchObject({
        type: "payment_request.expired",
        data: { paymentRequestId: id, status: "expired" },
      });
      const refused = await askTransaction(id, Keypair.generate().publicKey.toBase58());
      expectErrorShape(refused, "PAYMENT_REQUEST_NOT_OPEN", 409);
      expect(refused.body.error.details.status).toBe("expired");
      expectErrorShape(await cancel(owner.key, id), "PAYMENT_REQUEST_NOT_OPEN", 409);
      // Once expired, expiring again changes nothing (and sends no second event).
      expect(await expirePaymentRequestAtTime(await getDb(), id)).toEqual({ expired: false });
      await watchPaymentRequestsRound(await getDb());
      expect(receiver.on("/expired")).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("cancels an open request once; a cancelled one is refused to payers and to a second cancel", async () => {
    const made = await createRequest(suite.owner.key, base());
    const id = made.body.paymentRequestId as string;
    const cancelled = await cancel(suite.owner.key, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    const again = await cancel(suite.owner.key, id);
    expectErrorShape(again, "PAYMENT_REQUEST_NOT_OPEN", 409);
    expect(again.body.error.details.status).toBe("cancelled");
    const asked = await askTransaction(id, Keypair.generate().publicKey.toBase58());
    expectErrorShape(asked, "PAYMENT_REQUEST_NOT_OPEN", 409);
    const details = await call(detailsRoute.GET, "GET", `/api/pay/${id}/details`, { params: { paymentRequestId: id } });
    expect(details.body).toMatchObject({ status: "cancelled", paid: null });
    expect(details.body).not.toHaveProperty("metadata");
    // Another account cannot see or cancel it.
    const stranger = await newAccountKey("write");
    expectErrorShape(await cancel(stranger.key, id), "PAYMENT_REQUEST_NOT_FOUND", 404);
  });

  it("lists newest first with a cursor and a status filter", async () => {
    const owner = await newAccountKey("write");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createRequest(owner.key, base())).body.paymentRequestId);
    await cancel(owner.key, ids[0]!);
    const first = await call(requestsRoute.GET, "GET", "/v1/payment-requests", { key: owner.key, query: { limit: 2 } });
    expect(first.body.paymentRequests.map((r: { paymentRequestId: string }) => r.paymentRequestId)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(first.body).toMatchObject({ hasMore: true, nextCursor: ids[1] });
    const second = await call(requestsRoute.GET, "GET", "/v1/payment-requests", {
      key: owner.key,
      query: { limit: 2, startingAfter: first.body.nextCursor },
    });
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.paymentRequests.map((r: { paymentRequestId: string }) => r.paymentRequestId)).toEqual([ids[0]]);
    const cancelled = await call(requestsRoute.GET, "GET", "/v1/payment-requests", {
      key: owner.key,
      query: { status: "cancelled" },
    });
    expect(cancelled.body.paymentRequests.map((r: { paymentRequestId: string }) => r.paymentRequestId)).toEqual([
      ids[0],
    ]);
  });
});

describe("payment request bad input: 4xx in the error shape", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a malformed amount", base({ amount: "1.2.3" }), "INVALID_AMOUNT"],
    ["more decimals than the asset has", base({ amount: "0.0000000001" }), "INVALID_AMOUNT"],
    ["an amount under the minimum", base({ amount: "0.0001" }), "AMOUNT_TOO_SMALL"],
    ["an unknown asset", base({ asset: "DOGE" }), "INVALID_ASSET"],
    ["expiresAt in the past", base({ expiresAt: new Date(Date.now() - 60_000).toISOString() }), "INVALID_REQUEST"],
    [
      "expiresAt beyond 30 days",
      base({ expiresAt: new Date(Date.now() + 31 * 86_400_000).toISOString() }),
      "INVALID_REQUEST",
    ],
    ["a label over 64 characters", base({ label: "x".repeat(65) }), "INVALID_REQUEST"],
    ["a message over 200 characters", base({ message: "x".repeat(201) }), "INVALID_REQUEST"],
    ["a recipient that is not an address", base({ recipient: "not-an-address" }), "INVALID_RECIPIENT"],
    ["an unknown field", base({ sender: recipient() }), "INVALID_REQUEST"],
    [
      "too many metadata keys",
      base({ metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, "v"])) }),
      "INVALID_REQUEST",
    ],
  ];
  for (const [what, body, code] of cases) {
    it(`refuses ${what} with ${code}`, async () => {
      expectErrorShape(await createRequest(suite.owner.key, body), code, 400);
    });
  }

  it("refuses a bad account, an unknown id, and an unfunded payer, on the public routes", async () => {
    const id = (await createRequest(suite.owner.key, base())).body.paymentRequestId as string;
    for (const account of ["nope", "1".repeat(44), "", "x".repeat(5_000)]) {
      expectErrorShape(await askTransaction(id, account), "INVALID_ADDRESS", 400);
    }
    expectErrorShape(await askTransaction("prq_doesNotExist", recipient()), "PAYMENT_REQUEST_NOT_FOUND", 404);
    const label = await call(payRoute.GET, "GET", "/api/pay/prq_x", { params: { paymentRequestId: "prq_x" } });
    expectErrorShape(label, "PAYMENT_REQUEST_NOT_FOUND", 404);
    expect(label.headers.get("access-control-allow-origin")).toBe("*");
    expectErrorShape(await getRequest(suite.owner.key, "prq_nothing"), "PAYMENT_REQUEST_NOT_FOUND", 404);
    const unfunded = await askTransaction(id, Keypair.generate().publicKey.toBase58());
    expectErrorShape(unfunded, "INSUFFICIENT_BALANCE", 422);
    // A wallet-mode request has no deposit; a private one refuses a bad payer address.
    expectErrorShape(await askDeposit(id, {}), "PAYMENT_REQUEST_NOT_OPEN", 409);
    const privateId = (await createRequest(suite.owner.key, base({ mode: "private" }))).body.paymentRequestId as string;
    expectErrorShape(await askDeposit(privateId, { account: "nope" }), "INVALID_ADDRESS", 400);
    expectErrorShape(await askDeposit(privateId, { account: recipient(), extra: 1 }), "INVALID_REQUEST", 400);
  });

  it("answers the CORS preflight of the transaction-request endpoint", async () => {
    const preflight = await call(payRoute.OPTIONS, "OPTIONS", "/api/pay/prq_x", {
      params: { paymentRequestId: "prq_x" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("answers at most 20 transaction requests a minute for one request (429 in the error shape)", async () => {
    const id = (await createRequest(suite.owner.key, base())).body.paymentRequestId as string;
    const account = Keypair.generate().publicKey.toBase58();
    // Unfunded: each is refused 422 after being counted, so none builds a transaction.
    for (let i = 0; i < 20; i++) expect((await askTransaction(id, account)).status).toBe(422);
    const limited = await askTransaction(id, account);
    expectErrorShape(limited, "RATE_LIMIT_EXCEEDED", 429);
    expect(limited.body.error.details.scope).toBe("payment_request");
  });
});

describe("what the watcher remembers of refused transactions", () => {
  it("keeps the newest 500 refused signatures (as many as a look lists), in the order refused, and the last reason", async () => {
    const id = (await createRequest(suite.owner.key, base())).body.paymentRequestId as string;
    const db = await getDb();
    for (let i = 1; i <= 503; i++) {
      await recordRejection(db, id, { signature: `sig${i}`, reason: "transfers_differ", message: "m", at: "t" });
    }
    const row = (await findPaymentRequest(db, undefined, id))!;
    expect(row.rejectedSignatures).toEqual(Array.from({ length: 500 }, (_, i) => `sig${i + 4}`));
    expect((await getRequest(suite.owner.key, id)).body.lastRejection).toMatchObject({ signature: "sig503" });
  });
});
