import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun } from "@/server/db/queries/schedules";
import { scheduleRuns, schedules } from "@/server/db/schema";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { addSchedule, balancePayment, newAddress, postSchedule } from "../schedules/schedules-harness";
import { newAccountKey } from "../support/accounts";

/**
 * One writer's schedule must not stop every account's schedules (docs/threat-model.md, "Scheduled payments", a
 * flood of schedules). Lord Howe Island moves its clocks by half an hour: on the night it does, the time library
 * finds no next "0 2 * * *" there and throws. The claim computes the next due time inside the batch's database
 * transaction, so the throw rolls back the whole batch; that schedule is due first in every tick from then on, and no
 * schedule of any account is claimed again.
 */
describe("a schedule whose next due time cannot be computed", () => {
  it("does not stop the claim of other accounts' schedules", async () => {
    const db = await getDb();
    const attacker = await newAccountKey("admin");
    const victim = await newAccountKey("admin");
    const made = await postSchedule(attacker.key, {
      name: "poison",
      cron: "0 2 * * *",
      timezone: "Australia/Lord_Howe",
      payment: balancePayment([{ address: newAddress(), amount: "1" }]),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const payroll = await addSchedule(victim.key, balancePayment([{ address: newAddress(), amount: "1" }]));

    // The tick on the night of the clock change: the poisoned schedule is due a moment before the victim's.
    const poisonDue = new Date("2026-04-03T15:00:00Z");
    const victimDue = new Date("2026-04-03T15:00:30Z");
    await db.update(schedules).set({ nextRunAt: poisonDue }).where(eq(schedules.id, made.body.scheduleId));
    await db.update(schedules).set({ nextRunAt: victimDue }).where(eq(schedules.id, payroll.scheduleId));
    try {
      await claimDueSchedules(db, new Date("2026-04-03T15:01:00Z")).catch(() => undefined);
      expect(await findRun(db, payroll.scheduleId, victimDue)).toBeDefined();
      // The schedule itself goes on: its next due time is read past the clock change, not paused.
      const [poisoned] = await db.select().from(schedules).where(eq(schedules.id, made.body.scheduleId));
      expect(poisoned).toMatchObject({ status: "active" });
      expect(poisoned!.nextRunAt!.getTime()).toBeGreaterThan(poisonDue.getTime());
    } finally {
      // Never leave a due time in the past that other tests' ticks would trip on.
      await db.update(schedules).set({ nextRunAt: null }).where(eq(schedules.id, made.body.scheduleId));
      await db.update(schedules).set({ nextRunAt: null }).where(eq(schedules.id, payroll.scheduleId));
      for (const id of [made.body.scheduleId, payroll.scheduleId]) {
        await db.update(scheduleRuns).set({ outcome: "cancelled" }).where(eq(scheduleRuns.scheduleId, id));
      }
    }
  }, 60_000);
});
