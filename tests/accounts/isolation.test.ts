import { describe, expect, it } from "vitest";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as auditRoute from "@/app/v1/audit-events/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import * as webhookRoute from "@/app/v1/webhooks/[webhookId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { customerAccount, operatorKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { seedTransaction } from "../support/seed";
import { registerWebhook } from "../webhooks/register-webhook";

type Listed = Record<string, unknown>[];

describe("two customer accounts made by the operator", () => {
  it("see none of each other's transactions, webhooks, keys and audit events", async () => {
    const operator = await operatorKey();
    const a = await customerAccount(operator, "pro", "A");
    const b = await customerAccount(operator, "pro", "B");

    const transaction = await seedTransaction(a);
    const hook = await registerWebhook(a, "https://example.com/a", ["transaction.completed"]);
    const madeKey = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: a.key,
      body: { name: "A's reader", permission: "read" },
    });
    expect(madeKey.status).toBe(201);
    const ids = [transaction.id, hook.webhookId, madeKey.body.keyId];

    // By id: another account's object does not exist for B.
    const txParams = { transactionId: transaction.id };
    const gotTx = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key: b.key, params: txParams });
    expectErrorShape(gotTx, "TRANSACTION_NOT_FOUND", 404);
    const cancel = await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
      key: b.key,
      params: txParams,
    });
    expectErrorShape(cancel, "TRANSACTION_NOT_FOUND", 404);
    const hookParams = { webhookId: hook.webhookId };
    const gotHook = await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key: b.key, params: hookParams });
    expectErrorShape(gotHook, "WEBHOOK_NOT_FOUND", 404);
    const deleted = await call(webhookRoute.DELETE, "DELETE", "/v1/webhooks/x", { key: b.key, params: hookParams });
    expectErrorShape(deleted, "WEBHOOK_NOT_FOUND", 404);
    const keyParams = { keyId: madeKey.body.keyId };
    const revoked = await call(keyRoute.DELETE, "DELETE", "/v1/api-keys/x", { key: b.key, params: keyParams });
    expectErrorShape(revoked, "NOT_FOUND", 404);

    // In lists: nothing of A's.
    const lists = [
      (await call(transactionsRoute.GET, "GET", "/v1/transactions", { key: b.key })).body.transactions,
      (await call(webhooksRoute.GET, "GET", "/v1/webhooks", { key: b.key })).body.webhooks,
      (await call(keysRoute.GET, "GET", "/v1/api-keys", { key: b.key })).body.apiKeys,
      (await call(auditRoute.GET, "GET", "/v1/audit-events", { key: b.key, query: { limit: 100 } })).body.auditEvents,
    ] as Listed[];
    const seenByB = JSON.stringify(lists);
    for (const id of [...ids, a.principal.accountId, a.principal.keyId]) expect(seenByB).not.toContain(id);
    const cursorOfA = (await call(auditRoute.GET, "GET", "/v1/audit-events", { key: a.key })).body.auditEvents[0];
    const withCursor = await call(auditRoute.GET, "GET", "/v1/audit-events", {
      key: b.key,
      query: { startingAfter: cursorOfA.auditEventId },
    });
    expectErrorShape(withCursor, "INVALID_REQUEST", 400);
    const byObject = await call(auditRoute.GET, "GET", "/v1/audit-events", {
      key: b.key,
      query: { object: hook.webhookId },
    });
    expect(byObject.body.auditEvents).toEqual([]);

    // A still sees its own: the 404s above were about B, not missing rows.
    const own = await call(webhookRoute.GET, "GET", "/v1/webhooks/x", { key: a.key, params: hookParams });
    expect(own.status).toBe(200);
    const ownTx = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key: a.key, params: txParams });
    expect(ownTx.status).toBe(200);
  });
});
