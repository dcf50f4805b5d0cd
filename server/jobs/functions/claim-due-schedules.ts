import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { claimDueSchedules } from "../../services/schedules/claim-due-schedules";

/** Every minute: claims the due times that have come (one run each) and asks for their payments. */
export const claimDueSchedulesEveryMinute = inngest.createFunction(
  { id: "claim-due-schedules", triggers: [{ cron: "* * * * *" }] },
  async ({ step }) => step.run("claim", async () => claimDueSchedules(await getDb())),
);
