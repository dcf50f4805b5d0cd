/**
 * A process that runs the local executor with one function whose steps leave marks in a file. The crash test
 * kills it with SIGKILL mid-run and starts another on the same database.
 */
import { appendFileSync } from "node:fs";
import { serve } from "inngest/next";
import { getDb } from "@/server/db/client";
import { runsForEvent } from "@/server/db/queries/jobs";
import { inngest } from "@/server/events/client";
import { localSigningKey } from "@/server/events/mode";
import { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { transportFor } from "../support/serve-transport";

const [marksFile, eventId, mode] = process.argv.slice(2);
if (!marksFile || !eventId) throw new Error("usage: crash-child <marks file> <event id> [send]");

const probe = inngest.createFunction({ id: "crash-probe", triggers: [{ event: "test/crash" }] }, async ({ step }) => {
  await step.run("one", () => appendFileSync(marksFile, "one\n"));
  // Long enough that the test kills the process within it, however loaded the machine.
  await step.sleep("between", "10s");
  await step.run("two", () => appendFileSync(marksFile, "two\n"));
  return "finished";
});
const handler = serve({ client: inngest, functions: [probe] });

async function main() {
  const db = await getDb();
  const executor = new LocalExecutor({
    db,
    serveUrl: "http://local.test/api/inngest",
    transport: transportFor(handler),
    signingKey: localSigningKey(),
    pollMs: 50,
    leaseMs: 2_000,
  });
  executor.start();
  if (mode === "send") await inngest.send({ id: eventId, name: "test/crash", data: {} });
  let saidSaved = false;
  for (;;) {
    const [run] = await runsForEvent(db, eventId!);
    // The test kills this process once step one is saved with its run, not merely done.
    if (!saidSaved && run && run.stack.length > 0) {
      console.log("SAVED one");
      saidSaved = true;
    }
    if (run?.status === "completed" || run?.status === "failed") {
      console.log(`RUN ${run.status} ${JSON.stringify(run.output)}`);
      await executor.stop();
      process.exit(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
