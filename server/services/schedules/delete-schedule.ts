import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { lockSchedule, updateSchedule } from "../../db/queries/schedules";
import { recordAudit } from "../audit-log/record-audit";
import { requireSchedule } from "./shared/require-schedule";

/**
 * DELETE /v1/schedules/{scheduleId}: no more runs. The row stays (its runs and their transactions name it); a run
 * claimed but not yet made ends `cancelled` (run-schedule.ts).
 */
export async function deleteSchedule(db: Db, principal: Principal, scheduleId: string) {
  const current = await requireSchedule(db, principal.accountId, scheduleId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const locked = await lockSchedule(tx, current.id);
    if (!locked || locked.deletedAt) return requireSchedule(tx, principal.accountId, "");
    await updateSchedule(tx, locked.id, { deletedAt: now, nextRunAt: null, updatedAt: now });
    await recordAudit(tx, principal, "schedule.deleted", { type: "schedule", id: locked.id }, { name: locked.name });
  });
  return { scheduleId: current.id, deleted: true as const };
}
