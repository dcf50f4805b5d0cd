import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { claimDueRun, insertRunIfAbsent, type JobRun, saveRun } from "@/server/db/queries/jobs";
import { newId } from "@/server/ids";

const executors = 4;

/** Every executor claims at the same moment (each on a connection of its own where the database has several). */
async function claimAtOnce(functionId: string): Promise<JobRun[]> {
  const db = await getDb();
  const holders = Array.from({ length: executors }, (_, i) => `executor_${i}`);
  const runs = await Promise.all(holders.map((holder) => claimDueRun(db, holder, 60_000, [functionId])));
  return runs.filter((run) => run !== undefined);
}

async function finish(run: JobRun): Promise<void> {
  await saveRun(
    await getDb(),
    run.lockedBy!,
    { id: run.id, status: "completed", lockedBy: null, lockedUntil: null },
    0,
  );
}

describe("claiming runs of a concurrency group", () => {
  it("gives a group's one slot to one of several executors claiming at the same moment", async () => {
    const db = await getDb();
    for (let round = 0; round < 10; round++) {
      // A function of its own per round: runs earlier rounds left queued are not claimable here.
      const functionId = `test-claim-race-${round}`;
      const group = newId("event");
      for (let i = 0; i < executors; i++) {
        await insertRunIfAbsent(db, {
          id: newId("run"),
          functionId,
          eventId: newId("event"),
          event: { name: "test/claim-race", data: {} },
          status: "queued",
          nextRunAt: new Date(Date.now() - 1_000),
          concurrencyKey: group,
          concurrencyLimit: 1,
        });
      }
      const first = await claimAtOnce(functionId);
      expect(first).toHaveLength(1);
      await finish(first[0]!);
      // The slot is free again: the next run of the group is claimed, and only one.
      const second = await claimAtOnce(functionId);
      expect(second).toHaveLength(1);
      await finish(second[0]!);
    }
  });
});
