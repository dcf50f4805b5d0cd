import { afterEach, describe, expect, it } from "vitest";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { findEvents } from "@/server/db/queries/events";
import { deliveriesOfEvent } from "@/server/db/queries/webhook-deliveries";
import { resetEnv } from "@/server/env";
import { BlockedDestination, safePost } from "@/server/net/safe-post";
import { createDeliveries } from "@/server/outbox/create-deliveries";
import { recordEvent } from "@/server/outbox/record-event";
import { attemptDelivery } from "@/server/services/webhooks/attempt-delivery";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { startReceiver } from "../support/webhook-receiver";

function setAllowPrivate(allow: boolean) {
  process.env.WEBHOOK_ALLOW_PRIVATE = allow ? "1" : "0";
  resetEnv();
}

afterEach(() => setAllowPrivate(true));

describe("SSRF guard", () => {
  it("refuses to register http, private, loopback, link-local and local-name URLs", async () => {
    setAllowPrivate(false);
    const { key } = await newAccountKey("write");
    for (const url of [
      "http://example.com/hook",
      "https://127.0.0.1/hook",
      "https://10.0.0.8/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[fd00::1]/hook",
      "https://localhost/hook",
      "https://metadata.google.internal/computeMetadata",
    ]) {
      const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key,
        body: { url, events: ["transaction.completed"] },
      });
      expectErrorShape(result, "INVALID_REQUEST", 400);
    }
  });

  it("names WEBHOOK_ALLOW_PRIVATE=1 when it refuses a local URL, in the message and in details.hint", async () => {
    setAllowPrivate(false);
    const { key } = await newAccountKey("write");
    for (const url of ["http://127.0.0.1:3190/hooks", "https://127.0.0.1:3190/hooks"]) {
      const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key,
        body: { url, events: ["transaction.completed"] },
      });
      expectErrorShape(result, "INVALID_REQUEST", 400);
      expect(result.body.error.message, url).toContain("WEBHOOK_ALLOW_PRIVATE=1");
      expect(result.body.error.details).toMatchObject({
        field: "url",
        hint: expect.stringContaining("WEBHOOK_ALLOW_PRIVATE=1"),
      });
    }
  });

  it("never connects to a private address, however the URL names it", async () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://192.168.1.10/",
      "https://100.64.0.1/",
      "https://[::ffff:127.0.0.1]/",
      "https://169.254.169.254/",
      "https://localhost/",
      "http://93.184.216.34/",
    ]) {
      await expect(safePost(url, "{}", {}, { timeoutMs: 1000, allowPrivate: false }), url).rejects.toBeInstanceOf(
        BlockedDestination,
      );
    }
  });

  it("checks again at every attempt: a webhook that became private is not called", async () => {
    const receiver = await startReceiver();
    try {
      const owner = await newAccountKey("write");
      const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: owner.key,
        body: { url: receiver.url("/inside"), events: ["transaction.completed"] },
      });
      expect(made.status).toBe(201);
      const db = await getDb();
      const eventId = await recordEvent(db, {
        accountId: owner.principal.accountId,
        type: "transaction.completed",
        data: { transactionId: "txn_x", status: "completed" },
      });
      await createDeliveries(db, await findEvents(db, [eventId]));
      const [delivery] = await deliveriesOfEvent(db, eventId);
      setAllowPrivate(false);
      const outcome = await attemptDelivery(db, delivery!.id, 1);
      expect(outcome.outcome).toBe("retry");
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
