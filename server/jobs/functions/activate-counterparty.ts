import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { activateCounterpartyAtTime } from "../../services/counterparties/activate-counterparty";

/** Sleeps until an address-book entry's cooldown ends, then audits its activation (once, if it still stands). */
export const activateCounterparty = inngest.createFunction(
  { id: "activate-counterparty", triggers: [{ event: "counterparty/activation.requested" }] },
  async ({ event, step }) => {
    const { counterpartyId, activeAt } = eventPayload("counterparty/activation.requested", event.data);
    await step.sleepUntil("wait-for-cooldown", activeAt);
    return step.run("activate", async () =>
      activateCounterpartyAtTime(await getDb(), counterpartyId, new Date(activeAt)),
    );
  },
);
