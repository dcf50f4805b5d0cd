import type { DbOrTx } from "../../db/client";
import { latestRuns } from "../../db/queries/schedules";
import { scheduleDetailView } from "./schedule-view";
import { requireSchedule } from "./shared/require-schedule";

const shownRuns = 20;

/** GET /v1/schedules/{scheduleId}: the schedule with its whole payment, its next due times and its latest runs. */
export async function getSchedule(db: DbOrTx, accountId: string, scheduleId: string) {
  const row = await requireSchedule(db, accountId, scheduleId);
  return scheduleDetailView(row, await latestRuns(db, row.id, shownRuns));
}
