import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { deliveriesOfEvent } from "@/server/db/queries/webhook-deliveries";
import { webhookAttempts, webhooks } from "@/server/db/schema";
import { publishNow } from "@/server/outbox/publish";
import { recordEvent } from "@/server/outbox/record-event";
import { attemptDeliveries } from "@/server/services/webhooks/attempt-deliveries";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { newAccountKey } from "../support/accounts";

// An endpoint that deletes the webhook it is called for (as its owner might, from the dashboard) before answering.
let deleteBeforeAnswering = "";
const endpoint = createServer((request, response) => {
  request.resume();
  request.on("end", async () => {
    const db = await getDb();
    await db.delete(webhooks).where(eq(webhooks.id, deleteBeforeAnswering));
    response.writeHead(200).end("ok");
  });
});

beforeAll(() => new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

it("a webhook deleted while its endpoint answers ends the attempt quietly: no error, no orphan in the log", async () => {
  const { principal } = await newAccountKey("write");
  const db = await getDb();
  const { port } = endpoint.address() as AddressInfo;
  const hook = await createWebhook(db, principal, {
    url: `http://127.0.0.1:${port}/hook`,
    events: ["transaction.completed"],
  });
  const eventId = await db.transaction((tx) =>
    recordEvent(tx, {
      accountId: principal.accountId,
      type: "transaction.completed",
      data: { transactionId: "txn_deleted_mid_attempt", status: "completed" },
    }),
  );
  await publishNow(db, [eventId]);
  const deliveries = (await deliveriesOfEvent(db, eventId)).filter((d) => d.webhookId === hook.webhookId);
  expect(deliveries).toHaveLength(1);
  deleteBeforeAnswering = hook.webhookId;

  const outcomes = await attemptDeliveries(db, deliveries, 1);

  expect(outcomes.get(deliveries[0]!.id)).toEqual({ outcome: "abandoned" });
  expect(await deliveriesOfEvent(db, eventId)).toEqual([]);
  const log = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    );
  expect(log).toEqual([]);
});
