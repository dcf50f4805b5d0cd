/**
 * Another instance for the wake-up test: a local executor on the same PostgreSQL database whose poll is too slow
 * to matter, so only a notification can wake it. Its function answers each event with a reply event, which the
 * test's own executor runs. Prints LISTENING once it listens; runs until killed.
 */
import { serve } from "inngest/next";
import { getDb } from "@/server/db/client";
import { inngest } from "@/server/events/client";
import { localSigningKey } from "@/server/events/mode";
import { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { transportFor } from "../support/serve-transport";

const wake = inngest.createFunction(
  { id: "test-wake", triggers: [{ event: "test/wake" }] },
  async ({ event, step }) => {
    await step.run("reply", () => inngest.send({ id: `reply:${event.id}`, name: "test/wake-reply", data: {} }));
    return "replied";
  },
);

async function main() {
  const executor = new LocalExecutor({
    db: await getDb(),
    serveUrl: "http://local.test/api/inngest",
    transport: transportFor(serve({ client: inngest, functions: [wake] })),
    signingKey: localSigningKey(),
    pollMs: 60_000,
  });
  await executor.start();
  console.log("LISTENING");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
