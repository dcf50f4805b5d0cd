/**
 * Two lives of a service process. "commit": registers a webhook, then commits a status change with its outbox
 * event and dies by SIGKILL before publishing it. "resume": a fresh process with the executor, which must deliver.
 */
import { getDb } from "@/server/db/client";
import { insertAccount } from "@/server/db/queries/api-keys";
import { deliveriesOfEvent } from "@/server/db/queries/webhook-deliveries";
import { sendEvent } from "@/server/events/send";
import { newId } from "@/server/ids";
import { recordEvent } from "@/server/outbox/record-event";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { testExecutor } from "../jobs/fixtures";
import { appTransport } from "../support/serve-transport";

const [mode, arg] = process.argv.slice(2);

async function commitThenDie(receiverUrl: string) {
  const db = await getDb();
  const accountId = newId("account");
  await insertAccount(db, accountId, "crash test");
  const by = { accountId, actor: { type: "api_key" as const, id: "key_crash", name: "crash test" } };
  const hook = await createWebhook(db, by, { url: receiverUrl, events: ["transaction.completed"] });
  const eventId = await db.transaction((tx) =>
    recordEvent(tx, {
      accountId,
      type: "transaction.completed",
      data: { transactionId: "txn_crash", status: "completed" },
    }),
  );
  console.log(JSON.stringify({ eventId, secret: hook.secret }));
  // The status change is committed; the process dies before it could publish the event.
  process.kill(process.pid, "SIGKILL");
}

async function resume(eventId: string) {
  const db = await getDb();
  const executor = await testExecutor(appTransport);
  executor.start();
  await sendEvent("outbox/sweep.requested", { graceMs: 0 });
  for (;;) {
    const [delivery] = await deliveriesOfEvent(db, eventId);
    if (delivery?.status === "succeeded") {
      console.log("DELIVERED");
      await executor.stop();
      process.exit(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(mode === "commit" ? commitThenDie(arg!) : resume(arg!)).catch((error) => {
  console.error(error);
  process.exit(1);
});
