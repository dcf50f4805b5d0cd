import type { Principal } from "../../../auth/principal";
import type { Tx } from "../../../db/client";
import { insertApproval } from "../../../db/queries/approvals";
import { newId } from "../../../ids";
import { jobs } from "../../../outbox/jobs";
import { recordEvent } from "../../../outbox/record-event";
import type { JobIntent } from "../../../outbox/record-job";
import { recordAudit } from "../../audit-log/record-audit";
import type { PolicyHold } from "../../policies/evaluate-policies";
import { approvalEventData } from "../approval-view";
import { type ApprovalContent, approvalExpiry, contentDigest, storedContent } from "./approval-rules";
import { identitiesOf } from "./identities";

/**
 * Records the approval a policy's hold asks for, in the caller's database transaction (the one that records the
 * held payment, or a wallet prepare's own): the policy's requirement as it is now, the maker's every identity, the
 * content and its digest; its audit event, its `approval.requested` event and the job that expires it. The caller
 * publishes the event and records the job.
 */
export async function recordApprovalRequest(
  tx: Tx,
  principal: Principal,
  hold: PolicyHold,
  content: ApprovalContent,
  transactionId: string | null,
): Promise<{ approvalId: string; eventId: string; job: JobIntent }> {
  const now = new Date();
  const row = await insertApproval(tx, {
    id: newId("approval"),
    accountId: principal.accountId,
    status: "awaiting",
    mode: content.mode,
    transactionId,
    policyId: hold.policyId,
    policyName: hold.policyName,
    required: hold.required,
    maker: await identitiesOf(tx, principal),
    content: storedContent(content),
    digest: contentDigest(content),
    expiresAt: approvalExpiry(now),
    createdAt: now,
  });
  await recordAudit(
    tx,
    principal,
    "approval.requested",
    { type: "approval", id: row.id },
    { policyId: hold.policyId, required: hold.required, transactionId, digest: row.digest },
  );
  const eventId = await recordEvent(tx, {
    accountId: row.accountId,
    type: "approval.requested",
    ...(transactionId && { transactionId }),
    data: approvalEventData(row, []),
  });
  return { approvalId: row.id, eventId, job: jobs.expireApproval(row.id, row.expiresAt) };
}
