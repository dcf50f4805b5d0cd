import { CronExpressionParser } from "cron-parser";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { insertRunIfAbsent } from "@/server/db/queries/jobs";
import { rateLimits } from "@/server/db/schema";
import { localSigningKey } from "@/server/events/mode";
import { newId } from "@/server/ids";
import { housekeeping } from "@/server/jobs/functions/housekeeping";
import { cronTickRun } from "@/server/jobs/local-executor/cron-tick";
import { inngestSignature } from "@/server/jobs/local-executor/sign";
import { syncFunctions } from "@/server/jobs/local-executor/sync";
import { settled } from "../fixtures";
import { recordingExecutor } from "./via-local-executor";
import { viaTestEngine } from "./via-test-engine";

/** Two finished rate-limit windows and a running one, under `tag`. */
async function seedWindows(tag: string) {
  const db = await getDb();
  const past = new Date(Date.now() - 60_000);
  const future = new Date(Date.now() + 3_600_000);
  await db.insert(rateLimits).values([
    { key: `${tag}:old-1`, points: 1, expire: past },
    { key: `${tag}:old-2`, points: 2, expire: past },
    { key: `${tag}:live`, points: 3, expire: future },
  ]);
}

async function windowsLeft(tag: string) {
  const db = await getDb();
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${tag}:%`));
  return rows.map((r) => r.key);
}

/**
 * The executor ticks housekeeping itself at every tenth minute; a tick during the test would sweep the rows seeded
 * for one side. When one is due within 30 s, this waits it out before the executor starts (and sets its next tick
 * ten minutes on).
 */
async function clearOfTheNextTick(cron: string) {
  const untilTick = CronExpressionParser.parse(cron).next().getTime() - Date.now();
  if (untilTick < 30_000) await new Promise((resolve) => setTimeout(resolve, untilTick + 1_000));
}

describe("a project function with a real effect: housekeeping on a cron tick", () => {
  it("sweeps the same rows in the same steps through the local executor as through the SDK's test engine", async () => {
    const cron = "*/10 * * * *";
    expect(housekeeping.opts.triggers).toEqual([{ cron }]);
    await clearOfTheNextTick(cron);
    const side = await recordingExecutor([housekeeping]);
    side.executor.start();
    try {
      const [config] = await syncFunctions(side.handler, "http://local.test/api/inngest", (body) =>
        inngestSignature(body, localSigningKey()),
      );
      // A tick already past, as the executor makes it: the SDK's event for a scheduled run.
      const tick = cronTickRun(config!, cron, CronExpressionParser.parse(cron).prev().getTime());

      const engineTag = newId("event");
      await seedWindows(engineTag);
      const reference = await viaTestEngine(housekeeping, tick.event as { name: string; data: { cron: string } });
      expect(reference.steps.map((s) => s.step)).toEqual([
        "delete-expired-rows",
        "retire-idle-lookup-tables",
        "disable-failing-webhooks",
      ]);
      expect(reference.outcome).toMatchObject({ output: { deleted: { rateLimits: 2 } } });
      expect(await windowsLeft(engineTag)).toEqual([`${engineTag}:live`]);

      const executorTag = newId("event");
      await seedWindows(executorTag);
      await insertRunIfAbsent(await getDb(), tick);
      const run = await settled(tick.eventId, config!.id);
      expect(side.traceOf(run)).toEqual(reference);
      expect(await windowsLeft(executorTag)).toEqual([`${executorTag}:live`]);
    } finally {
      await side.executor.stop();
    }
  }, 90_000);
});
