import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";
import { expireApprovalAtTime } from "../../services/approvals/expire-approval";

/** Sleeps until an approval's expiresAt, then expires it unless it was decided meanwhile. */
export const expireApproval = inngest.createFunction(
  { id: "expire-approval", triggers: [{ event: "approval/expiry.requested" }] },
  async ({ event, step }) => {
    const { approvalId, expiresAt } = eventPayload("approval/expiry.requested", event.data);
    await step.sleepUntil("wait-for-expiry", expiresAt);
    return step.run("expire", async () => expireApprovalAtTime(await getDb(), approvalId));
  },
);
