import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { runScheduleAt } from "../../services/schedules/run-schedule";

/** Makes the payment of one claimed due time (safe to retry: services/schedules/run-schedule.ts). */
export const runSchedule = inngest.createFunction(
  { id: "run-schedule", triggers: [{ event: "schedule/run.requested" }] },
  async ({ event, step }) => {
    const { scheduleId, dueAt } = eventPayload("schedule/run.requested", event.data);
    return step.run("run", async () => runScheduleAt(await getDb(), scheduleId, new Date(dueAt)));
  },
);
