import { getDb } from "../../db/client";
import { sweepExpired } from "../../services/housekeeping/sweep-expired";
import { inngest } from "../client";

/**
 * Every ten minutes: expired and finished rows are deleted, and private transactions past PRIVATE_LINK_RETENTION_DAYS
 * forget who paid them (services/housekeeping/sweep-expired.ts).
 */
export const housekeeping = inngest.createFunction(
  { id: "housekeeping", triggers: [{ cron: "*/10 * * * *" }] },
  async ({ step }) => step.run("delete-expired-rows", async () => sweepExpired(await getDb())),
);
