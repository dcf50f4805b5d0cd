import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { sweepExpired } from "../../services/housekeeping/sweep-expired";
import { retireIdleLookupTables } from "../../services/lookup-tables/retire-lookup-tables";
import { disableFailingWebhooks } from "../../services/webhooks/disable-failing-webhooks";

/**
 * Every ten minutes: expired and finished rows are deleted, private transactions past PRIVATE_LINK_RETENTION_DAYS
 * forget who paid them (services/housekeeping/sweep-expired.ts), and lookup tables unused for
 * LOOKUP_TABLE_IDLE_DAYS take a step towards being closed (services/lookup-tables/retire-lookup-tables.ts), and
 * webhooks failing every attempt for 5 days are disabled (services/webhooks/disable-failing-webhooks.ts).
 */
export const housekeeping = inngest.createFunction(
  { id: "housekeeping", triggers: [{ cron: "*/10 * * * *" }] },
  async ({ step }) => {
    const deleted = await step.run("delete-expired-rows", async () => sweepExpired(await getDb()));
    const lookupTables = await step.run("retire-idle-lookup-tables", async () => retireIdleLookupTables(await getDb()));
    const webhooksDisabled = await step.run("disable-failing-webhooks", async () =>
      disableFailingWebhooks(await getDb()),
    );
    return { deleted, lookupTables, webhooksDisabled };
  },
);
