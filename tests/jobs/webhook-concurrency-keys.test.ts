import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";
import { publishEvents } from "@/server/outbox/publish";
import { recordEvent } from "@/server/outbox/record-event";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { newAccountKey } from "../support/accounts";
import { appTransport } from "../support/serve-transport";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { testExecutor } from "./fixtures";

async function webhookRunsOf(accountId: string) {
  const db = await getDb();
  return db
    .select()
    .from(jobRuns)
    .where(sql`${jobRuns.functionId} like '%-webhook' and ${jobRuns.event}->'data'->>'accountId' = ${accountId}`);
}

describe("the webhook functions' concurrency key", () => {
  it("is the webhook's account, for its dispatcher and for the retries it hands over", async () => {
    const receiver = await startReceiver(() => 500);
    const executor = await testExecutor(appTransport);
    await executor.start();
    try {
      const { principal } = await newAccountKey("write");
      const { accountId } = principal;
      const db = await getDb();
      await createWebhook(db, principal, { url: receiver.url("/down"), events: ["transaction.completed"] });
      const eventId = await db.transaction((tx) =>
        recordEvent(tx, { accountId, type: "transaction.completed", data: { transactionId: "txn_1" } }),
      );
      await publishEvents(db, [eventId]);
      const runs = await eventually(async () => {
        const found = await webhookRunsOf(accountId);
        return found.some((r) => r.functionId.endsWith("deliver-webhook")) && found;
      });
      expect(new Set(runs.map((r) => r.functionId))).toEqual(
        new Set(["payment-service-dispatch-webhook", "payment-service-deliver-webhook"]),
      );
      for (const run of runs)
        expect(run).toMatchObject({ concurrencyKey: accountId, concurrencyLimit: expect.any(Number) });
    } finally {
      await executor.stop();
      await receiver.close();
    }
  });
});
