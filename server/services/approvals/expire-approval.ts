import { systemContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import { decisionsOf, markExpired } from "../../db/queries/approvals";
import { publishEvents } from "../../outbox/publish";
import { recordEvent } from "../../outbox/record-event";
import { recordAudit } from "../audit-log/record-audit";
import { cancelHeldPayment } from "../transactions/private/release-held-payment";
import { approvalEventData } from "./approval-view";

/**
 * An approval's time passed: still awaiting, it expires (APPROVAL_TTL) and a private payment it holds is cancelled,
 * audited as the system, with `approval.decided`. Nothing when it was decided first.
 */
export async function expireApprovalAtTime(db: Db, approvalId: string, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const row = await markExpired(tx, approvalId, now);
    if (!row) return undefined;
    const moved = row.transactionId ? await cancelHeldPayment(tx, row.transactionId, now) : undefined;
    await recordAudit(tx, systemContext(row.accountId, "approval.expire"), "approval.expired", {
      type: "approval",
      id: row.id,
    });
    const eventId = await recordEvent(tx, {
      accountId: row.accountId,
      type: "approval.decided",
      ...(row.transactionId && { transactionId: row.transactionId }),
      data: approvalEventData(row, await decisionsOf(tx, [row.id])),
    });
    return { eventIds: [eventId, ...(moved?.eventIds ?? [])], jobIds: moved?.jobIds ?? [] };
  });
  if (!result) return { expired: false };
  await publishEvents(db, result.eventIds, result.jobIds);
  return { expired: true };
}
