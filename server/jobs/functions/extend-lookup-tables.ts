import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { advanceLookupTables } from "../../services/lookup-tables/extend-lookup-tables";

/** Steps before the run gives up: 10,000 new recipients take about 360 extensions of a few steps each. */
const maxSteps = 3_000;

/**
 * After a wallet payroll completed: its recipients join the account's lookup tables, created and extended by the
 * treasury, one ledger move at a time. One run per account at a time: two would extend the same table at once.
 */
export const extendLookupTables = inngest.createFunction(
  {
    id: "extend-lookup-tables",
    retries: 10,
    concurrency: [{ key: "event.data.accountId", limit: 1 }],
    triggers: [{ event: "lookup-tables/extend.requested" }],
  },
  async ({ event, step }) => {
    const { accountId, transactionId } = eventPayload("lookup-tables/extend.requested", event.data);
    for (let n = 1; n <= maxSteps; n++) {
      const state = await step.run(`advance-${n}`, async () =>
        advanceLookupTables(await getDb(), accountId, transactionId),
      );
      if (state === "done") return { steps: n };
      await step.sleep(`wait-${n}`, "1s");
    }
    throw new Error(`the lookup tables of ${accountId} were not brought up to date`);
  },
);
