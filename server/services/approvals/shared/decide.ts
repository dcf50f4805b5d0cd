import type { Principal } from "../../../auth/principal";
import { stage } from "../../../contracts/private-lifecycle";
import type { Db, Tx } from "../../../db/client";
import {
  type ApprovalRow,
  countApproval,
  decisionsOf,
  findApproval,
  insertDecision,
  markRejected,
} from "../../../db/queries/approvals";
import { findTransactionById } from "../../../db/queries/transactions";
import { AppError } from "../../../errors";
import { publishEvents } from "../../../outbox/publish";
import { recordEvent } from "../../../outbox/record-event";
import { recordAudit } from "../../audit-log/record-audit";
import { cancelHeldPayment, releaseHeldPayment } from "../../transactions/private/release-held-payment";
import { approvalEventData, approvalView } from "../approval-view";
import { approvalNotFound } from "./approval-rules";
import { deciderOf, identitiesOf } from "./identities";

export type Decision = "approve" | "reject";

function notAwaiting(row: ApprovalRow, now: Date): AppError {
  const status = row.status === "awaiting" && row.expiresAt <= now ? "expired" : row.status;
  return new AppError("APPROVAL_NOT_AWAITING", `Approval ${row.id} is ${status}: it takes no more decisions`, {
    approvalId: row.id,
    status,
  });
}

/**
 * The maker never decides its own payment's approval: not with the same key, a rotation of it, another key its
 * member made, nor as that member (identities.ts). Rejecting is as refused as approving: a decision is a checker's.
 */
async function requireNotMaker(tx: Tx, principal: Principal, row: ApprovalRow) {
  const decider = await identitiesOf(tx, principal);
  const maker = new Set(row.maker.identities);
  if (decider.identities.some((id) => maker.has(id))) {
    throw new AppError(
      "SELF_APPROVAL",
      "The maker of a payment cannot decide its approval (not with another of its keys, nor as the member that made the key); another admin must",
      { approvalId: row.id },
    );
  }
  return decider;
}

/** What the decision changes: one more approval (releasing the payment at `required`), or the rejection. */
async function apply(tx: Tx, row: ApprovalRow, decision: Decision, now: Date) {
  const changed = decision === "approve" ? await countApproval(tx, row.id, now) : await markRejected(tx, row.id, now);
  if (!changed) throw notAwaiting(row, now);
  if (changed.status === "awaiting" || !changed.transactionId) return { changed, eventIds: [], jobIds: [] };
  const moved =
    changed.status === "approved"
      ? await releaseHeldPayment(tx, changed.transactionId)
      : await cancelHeldPayment(tx, changed.transactionId, now);
  // No longer held. Cancelled by its maker, a rejection has nothing left to cancel and ends the approval; anything
  // else (an approval of a cancelled payment, or a payment released meanwhile) is refused and rolled back.
  const cancelledByMaker = async () =>
    (await findTransactionById(tx, changed.transactionId!))?.stage === stage.cancelled;
  if (!moved && (changed.status === "approved" || !(await cancelledByMaker()))) {
    throw new AppError("APPROVAL_NOT_AWAITING", `The payment of approval ${row.id} is no longer held`, {
      approvalId: row.id,
      transactionId: changed.transactionId,
    });
  }
  return { changed, eventIds: moved?.eventIds ?? [], jobIds: moved?.jobIds ?? [] };
}

/**
 * One admin's decision on an approval, in one database transaction with its audit event and, when it ends the
 * approval, its `approval.decided` event and the held payment's release or cancel. Each decider decides once (409
 * APPROVAL_ALREADY_DECIDED); the guarded update on the approval makes an approval and a rejection racing end it
 * once (the loser: 409 APPROVAL_NOT_AWAITING, its decision rolled back).
 */
export async function decide(
  db: Db,
  principal: Principal,
  approvalId: string,
  decision: Decision,
  reason: string | undefined,
) {
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const row = await findApproval(tx, principal.accountId, approvalId);
    if (!row) throw approvalNotFound(approvalId);
    const decider = await requireNotMaker(tx, principal, row);
    if (row.status !== "awaiting" || row.expiresAt <= now) throw notAwaiting(row, now);
    const first = await insertDecision(tx, {
      approvalId: row.id,
      decider: deciderOf(decider),
      decision,
      reason: reason ?? null,
      actor: principal.actor as Record<string, unknown>,
      createdAt: now,
    });
    if (!first) {
      throw new AppError("APPROVAL_ALREADY_DECIDED", "You decided this approval already; another admin must", {
        approvalId: row.id,
      });
    }
    const { changed, eventIds, jobIds } = await apply(tx, row, decision, now);
    const decisions = await decisionsOf(tx, [row.id]);
    await recordAudit(
      tx,
      principal,
      decision === "approve" ? "approval.approved" : "approval.rejected",
      { type: "approval", id: row.id },
      { reason: reason ?? null, approvals: changed.approvalsCount, required: changed.required, status: changed.status },
    );
    const ended =
      changed.status === "awaiting"
        ? []
        : [
            await recordEvent(tx, {
              accountId: changed.accountId,
              type: "approval.decided",
              ...(changed.transactionId && { transactionId: changed.transactionId }),
              data: approvalEventData(changed, decisions),
            }),
          ];
    return { view: approvalView(changed, decisions), eventIds: [...ended, ...eventIds], jobIds };
  });
  await publishEvents(db, result.eventIds, result.jobIds);
  return result.view;
}
