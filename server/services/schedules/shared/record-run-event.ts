import type { DbOrTx } from "../../../db/client";
import type { ScheduleRow, ScheduleRunRow } from "../../../db/queries/schedules";
import { recordEvent } from "../../../outbox/record-event";
import { type paymentSummary, scheduleRunView } from "../schedule-view";

/** `schedule.run`, once per run, with the run as it ended (the recipients are on the schedule, not in the event). */
export function recordRunEvent(
  db: DbOrTx,
  schedule: Pick<ScheduleRow, "accountId" | "name">,
  run: ScheduleRunRow,
  summary: ReturnType<typeof paymentSummary>,
) {
  return recordEvent(db, {
    accountId: schedule.accountId,
    type: "schedule.run",
    ...(run.transactionId && { transactionId: run.transactionId }),
    data: {
      scheduleId: run.scheduleId,
      name: schedule.name,
      summary,
      run: scheduleRunView(run),
    },
  });
}
