import type { ApprovalView, TransactionApproval } from "../../contracts/approvals";
import type { ApprovalDecisionRow, ApprovalRow } from "../../db/queries/approvals";
import type { StoredContent } from "./shared/approval-rules";

function decisionView(d: ApprovalDecisionRow) {
  return { decision: d.decision, actor: d.actor, reason: d.reason, decidedAt: d.createdAt.toISOString() };
}

/**
 * An approval as the API shows it; `withRecipients` adds every recipient (its own GET), not lists or events;
 * `names` (db/queries/approvals.ts makerNames) names its maker, for the reads.
 */
export function approvalView(
  row: ApprovalRow,
  decisions: ApprovalDecisionRow[],
  withRecipients = false,
  names?: Map<string, string>,
): ApprovalView {
  const makerId = row.maker.keyId ?? row.maker.memberId;
  const content = row.content as StoredContent;
  return {
    approvalId: row.id,
    status: row.status,
    mode: row.mode,
    transactionId: row.transactionId,
    policy: { policyId: row.policyId, name: row.policyName },
    maker: {
      keyId: row.maker.keyId,
      memberId: row.maker.memberId,
      ...(names && { name: (makerId && names.get(makerId)) ?? null }),
    },
    required: row.required,
    approvals: row.approvalsCount,
    decisions: decisions.filter((d) => d.approvalId === row.id).map(decisionView),
    content: {
      type: content.type,
      mode: content.mode,
      sender: content.sender,
      asset: content.asset,
      ...(content.outputAsset && { outputAsset: content.outputAsset }),
      total: content.total,
      recipientCount: content.recipients.length,
      ...(withRecipients && { recipients: content.recipients }),
    },
    digest: row.digest,
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The `data` of approval.requested and approval.decided: the approval without its recipients. */
export function approvalEventData(row: ApprovalRow, decisions: ApprovalDecisionRow[]): Record<string, unknown> {
  return approvalView(row, decisions);
}

/** What a held transaction's view shows of its approval. */
export function transactionApprovalView(row: ApprovalRow, decisions: ApprovalDecisionRow[]): TransactionApproval {
  return {
    approvalId: row.id,
    status: row.status,
    required: row.required,
    decisions: decisions.filter((d) => d.approvalId === row.id).map(decisionView),
  };
}
