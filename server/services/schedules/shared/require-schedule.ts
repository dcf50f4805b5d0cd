import type { DbOrTx } from "../../../db/client";
import { findLiveSchedule, type ScheduleRow } from "../../../db/queries/schedules";
import { AppError } from "../../../errors";

export async function requireSchedule(db: DbOrTx, accountId: string, scheduleId: string): Promise<ScheduleRow> {
  const row = await findLiveSchedule(db, accountId, scheduleId);
  if (!row) throw new AppError("SCHEDULE_NOT_FOUND", `No schedule ${scheduleId}`, { scheduleId });
  return row;
}
