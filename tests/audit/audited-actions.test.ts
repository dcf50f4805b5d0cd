import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as linksRoute from "@/app/api/session/links/route";
import * as sessionRoute from "@/app/api/session/route";
import * as accountRoute from "@/app/v1/accounts/[accountId]/route";
import * as accountsRoute from "@/app/v1/accounts/route";
import * as rotateRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as retryRoute from "@/app/v1/webhooks/[webhookId]/deliveries/[deliveryId]/retry/route";
import * as recoverRoute from "@/app/v1/webhooks/[webhookId]/recover/route";
import * as rotateSecretRoute from "@/app/v1/webhooks/[webhookId]/rotate-secret/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { insertDeliveries } from "@/server/db/queries/webhook-deliveries";
import { auditEvents } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { recordEvent } from "@/server/outbox/record-event";
import { createQuote } from "@/server/services/quotes/create-quote";
import { recordTransaction } from "@/server/services/transactions/record-transaction";
import { addKey, customerAccount, operatorKey, type TestKey } from "../support/accounts";
import { type CallResult, call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";
import { randomAddress, seedTransaction } from "../support/seed";

async function eventsOf(accountId: string) {
  const db = await getDb();
  return db.select().from(auditEvents).where(eq(auditEvents.accountId, accountId)).orderBy(asc(auditEvents.createdAt));
}

/**
 * Runs `act` and expects exactly one new audit event in `owner`'s log: `action` on `objectId`, by the caller's key,
 * with the request's id (the X-Request-Id the caller got) and a client address.
 */
async function expectOneEvent(
  owner: TestKey,
  action: string,
  objectId: string | (() => string),
  act: () => Promise<CallResult>,
) {
  const before = (await eventsOf(owner.principal.accountId)).length;
  const result = await act();
  expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
  const after = await eventsOf(owner.principal.accountId);
  expect(after.length).toBe(before + 1);
  const event = after.at(-1)!;
  expect(event).toMatchObject({
    action,
    objectId: typeof objectId === "string" ? objectId : objectId(),
    requestId: result.headers.get("x-request-id"),
    outcome: "succeeded",
    actorType: "api_key",
  });
  expect(event.clientAddress).toEqual(expect.any(String));
  return result;
}

/** Runs `act`, which must fail, and expects no new audit event in `owner`'s log. */
async function expectNoEvent(owner: TestKey, act: () => Promise<CallResult>, status: number) {
  const before = (await eventsOf(owner.principal.accountId)).length;
  const result = await act();
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect((await eventsOf(owner.principal.accountId)).length).toBe(before);
}

describe("the audit log", () => {
  it("records each API key change once, with the request's id and client address; a failed change writes none", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    let keyId = "";
    await expectOneEvent(
      owner,
      "api_key.created",
      () => keyId,
      async () => {
        const result = await call(keysRoute.POST, "POST", "/v1/api-keys", {
          key: owner.key,
          body: { name: "ci", permission: "read" },
        });
        keyId = result.body.keyId;
        return result;
      },
    );
    expect((await eventsOf(owner.principal.accountId)).at(-1)!.actorId).toBe(owner.principal.keyId);
    const rotated = await expectOneEvent(owner, "api_key.rotated", keyId, () =>
      call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", { key: owner.key, params: { keyId }, body: {} }),
    );
    const newKeyId = rotated.body.keyId as string;
    await expectOneEvent(owner, "api_key.revoked", newKeyId, () =>
      call(keyRoute.DELETE, "DELETE", "/v1/api-keys/x", { key: owner.key, params: { keyId: newKeyId } }),
    );
    // A retried revoke changes nothing and records nothing; so do refused creates and rotations.
    const before = (await eventsOf(owner.principal.accountId)).length;
    const again = await call(keyRoute.DELETE, "DELETE", "/v1/api-keys/x", {
      key: owner.key,
      params: { keyId: newKeyId },
    });
    expect(again.status).toBe(200);
    expect((await eventsOf(owner.principal.accountId)).length).toBe(before);
    await expectNoEvent(
      owner,
      () =>
        call(keysRoute.POST, "POST", "/v1/api-keys", {
          key: owner.key,
          body: { name: "x", permission: "read", tier: "free" },
        }),
      403,
    );
    await expectNoEvent(
      owner,
      () =>
        call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", {
          key: owner.key,
          params: { keyId: newKeyId },
          body: {},
        }),
      400,
    );
    await expectNoEvent(
      owner,
      () => call(keyRoute.DELETE, "DELETE", "/v1/api-keys/x", { key: owner.key, params: { keyId: "key_missing" } }),
      404,
    );
  });

  it("records a sign-in with a key, a sign-in link made and one used; a suspended account's link opens no session", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    const keyId = owner.principal.keyId;
    const headers = ownClientAddress();
    const signIn = (body: Record<string, string>) => call(sessionRoute.POST, "POST", "/api/session", { body, headers });
    const mint = () => call(linksRoute.POST, "POST", "/api/session/links", { key: owner.key });
    const tokenOf = (result: CallResult) => new URL(result.body.url).hash.replace(/^#link=/, "");
    const lastDetails = async () => (await eventsOf(owner.principal.accountId)).at(-1)!.details;

    await expectOneEvent(owner, "session.signed_in", keyId, () => signIn({ apiKey: owner.key }));
    expect(await lastDetails()).toEqual({ method: "api_key" });
    const minted = await expectOneEvent(owner, "session.link_created", keyId, mint);
    expect(await lastDetails()).toEqual({ expiresAt: minted.body.expiresAt });
    await expectOneEvent(owner, "session.signed_in", keyId, () => signIn({ link: tokenOf(minted) }));
    expect(await lastDetails()).toEqual({ method: "link" });

    const unused = await mint();
    const params = { accountId: owner.principal.accountId };
    const body = { status: "suspended" };
    expect(
      (await call(accountRoute.PATCH, "PATCH", "/v1/accounts/x", { key: operator.key, params, body })).status,
    ).toBe(200);
    const before = (await eventsOf(owner.principal.accountId)).length;
    const refused = await signIn({ link: tokenOf(unused) });
    expectErrorShape(refused, "ACCOUNT_SUSPENDED", 403);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await eventsOf(owner.principal.accountId)).length).toBe(before);
  });

  it("records each webhook change once; a refused one writes none", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    await expectNoEvent(
      owner,
      () =>
        call(webhooksRoute.POST, "POST", "/v1/webhooks", {
          key: owner.key,
          body: { url: "not a url", events: ["transaction.completed"] },
        }),
      400,
    );
    let webhookId = "";
    await expectOneEvent(
      owner,
      "webhook.created",
      () => webhookId,
      async () => {
        const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
          key: owner.key,
          body: { url: "https://example.com/hook", events: ["transaction.completed"] },
        });
        webhookId = result.body.webhookId;
        return result;
      },
    );
    const params = { webhookId };
    // The endpoint's host is kept, not its path or query (which may carry the receiver's token).
    const createdEvent = (await eventsOf(owner.principal.accountId)).at(-1)!;
    expect(createdEvent.details).toEqual({ host: "example.com", events: ["transaction.completed"] });
    await expectOneEvent(owner, "webhook.updated", webhookId, () =>
      call(webhookRoute.PUT, "PUT", "/v1/webhooks/x", {
        key: owner.key,
        params,
        body: { events: ["transaction.failed"] },
      }),
    );
    await expectOneEvent(owner, "webhook.secret_rotated", webhookId, () =>
      call(rotateSecretRoute.POST, "POST", "/v1/webhooks/x/rotate-secret", { key: owner.key, params, body: {} }),
    );
    const db = await getDb();
    const eventId = await db.transaction((tx) =>
      recordEvent(tx, { accountId: owner.principal.accountId, type: "transaction.completed", data: {} }),
    );
    const deliveryId = newId("delivery");
    await insertDeliveries(db, [
      {
        id: deliveryId,
        accountId: owner.principal.accountId,
        webhookId,
        eventId,
        eventType: "transaction.completed",
        status: "failed",
      },
    ]);
    await expectOneEvent(owner, "webhook.delivery_retried", webhookId, () =>
      call(retryRoute.POST, "POST", "/v1/webhooks/x/deliveries/y/retry", {
        key: owner.key,
        params: { webhookId, deliveryId },
      }),
    );
    const since = new Date(Date.now() - 3_600_000).toISOString();
    await expectOneEvent(owner, "webhook.recovered", webhookId, () =>
      call(recoverRoute.POST, "POST", "/v1/webhooks/x/recover", { key: owner.key, params, body: { since } }),
    );
    await expectOneEvent(owner, "webhook.deleted", webhookId, () =>
      call(webhookRoute.DELETE, "DELETE", "/v1/webhooks/x", { key: owner.key, params }),
    );
    await expectNoEvent(
      owner,
      () => call(webhookRoute.DELETE, "DELETE", "/v1/webhooks/x", { key: owner.key, params }),
      404,
    );
  });

  it("records a transaction created and cancelled, once each; a refused cancel writes none", async () => {
    const operator = await operatorKey();
    const owner = await customerAccount(operator, "pro");
    const transaction = await seedTransaction(owner);
    const created = (await eventsOf(owner.principal.accountId)).filter((e) => e.objectId === transaction.id);
    expect(created.map((e) => e.action)).toEqual(["transaction.created"]);
    const params = { transactionId: transaction.id };
    await expectOneEvent(owner, "transaction.cancelled", transaction.id, () =>
      call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: owner.key, params }),
    );
    await expectNoEvent(
      owner,
      () => call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: owner.key, params }),
      409,
    );

    // A payroll is its own line.
    const db = await getDb();
    const quote = await createQuote(db, owner.principal.accountId, {
      inputAsset: "USDC",
      outputAsset: "USDC",
      amount: "3",
      mode: "wallet",
      slippageBps: 100,
    });
    const payroll = await recordTransaction(db, {
      principal: owner.principal,
      quoteId: quote.quoteId,
      type: "payroll",
      mode: "wallet",
      status: "pending",
      sender: randomAddress(),
      recipients: [1, 2, 3].map(() => ({ address: randomAddress(), amount: 1_000_000n })),
    });
    const recorded = (await eventsOf(owner.principal.accountId)).filter((e) => e.objectId === payroll.id);
    expect(recorded.map((e) => [e.action, e.details])).toEqual([
      ["payroll.created", { type: "payroll", mode: "wallet", recipients: 3 }],
    ]);
  });

  it("writes the operator's account actions to both logs, and refused admin calls as failed", async () => {
    const operator = await operatorKey();
    const customer = await customerAccount(operator, "free", "Both logs");
    const accountId = customer.principal.accountId;
    const params = { accountId };
    for (const [body, action] of [
      [{ status: "suspended" }, "account.suspended"],
      [{ status: "active" }, "account.resumed"],
      [{ tier: "pro" }, "account.updated"],
    ] as const) {
      await expectOneEvent(operator, action, accountId, () =>
        call(accountRoute.PATCH, "PATCH", "/v1/accounts/x", { key: operator.key, params, body }),
      );
    }
    const theirs = (await eventsOf(accountId)).map((e) => [e.action, e.actorId]);
    expect(theirs).toEqual([
      ["account.created", operator.principal.keyId],
      ["account.suspended", operator.principal.keyId],
      ["account.resumed", operator.principal.keyId],
      ["account.updated", operator.principal.keyId],
    ]);
    const self = { accountId: operator.principal.accountId };
    await expectNoEvent(
      operator,
      () =>
        call(accountRoute.PATCH, "PATCH", "/v1/accounts/x", {
          key: operator.key,
          params: self,
          body: { status: "suspended" },
        }),
      409,
    );
    await expectNoEvent(
      operator,
      () => call(accountsRoute.POST, "POST", "/v1/accounts", { key: operator.key, body: { name: "x", tier: "gold" } }),
      400,
    );

    // A customer's admin trying the operator's calls, and a reader trying an admin's: refused, and recorded.
    const reader = await addKey(accountId, "read");
    for (const [key, act] of [
      [
        customer,
        () => call(accountsRoute.POST, "POST", "/v1/accounts", { key: customer.key, body: { name: "x", tier: "pro" } }),
      ],
      [
        reader,
        () =>
          call(keysRoute.POST, "POST", "/v1/api-keys", { key: reader.key, body: { name: "x", permission: "admin" } }),
      ],
    ] as const) {
      const before = (await eventsOf(accountId)).length;
      const refused = await act();
      expectErrorShape(refused, "FORBIDDEN", 403);
      const after = await eventsOf(accountId);
      expect(after.length).toBe(before + 1);
      expect(after.at(-1)).toMatchObject({
        action: "request.refused",
        outcome: "failed",
        actorId: key.principal.keyId,
        requestId: refused.headers.get("x-request-id"),
      });
    }
  });
});
