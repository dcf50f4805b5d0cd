import type { Principal } from "../../../auth/principal";
import type { Db, Tx } from "../../../db/client";
import {
  type ApprovalRow,
  approvalUsedByQuote,
  awaitingApprovalsOfDigest,
  findApproval,
  markApprovalUsed,
} from "../../../db/queries/approvals";
import { AppError } from "../../../errors";
import { publishEvents } from "../../../outbox/publish";
import { recordJobs } from "../../../outbox/record-job";
import type { PolicyHold } from "../../policies/evaluate-policies";
import { type ApprovalContent, approvalNotFound, contentDigest } from "./approval-rules";
import { identitiesOf } from "./identities";
import { recordApprovalRequest } from "./request-approval";

function approvalRequired(approvalId: string, hold: PolicyHold, created: boolean): AppError {
  return new AppError(
    "APPROVAL_REQUIRED",
    `The account's policy "${hold.policyName}" holds this payment until ${hold.required} admin(s) approve it; once approved, prepare the same payment again with approvalId`,
    { approvalId, policyId: hold.policyId, name: hold.policyName, required: hold.required, created },
  );
}

/**
 * Wallet mode, held before anything is signed: the approval of exactly this content (a new one, or the one the same
 * maker is already waiting on for the same digest, so a retried prepare does not fill the inbox), then 409
 * APPROVAL_REQUIRED naming it. Its audit event, approval.requested and its expiry are recorded with it.
 */
export async function requireWalletApproval(
  db: Db,
  principal: Principal,
  hold: PolicyHold,
  content: ApprovalContent,
): Promise<never> {
  const digest = contentDigest(content);
  const maker = await identitiesOf(db, principal);
  const waiting = (await awaitingApprovalsOfDigest(db, principal.accountId, digest, new Date())).find(
    (row) => row.maker.keyId === maker.keyId && row.maker.memberId === maker.memberId,
  );
  if (waiting) throw approvalRequired(waiting.id, hold, false);
  const made = await db.transaction(async (tx) => {
    const made = await recordApprovalRequest(tx, principal, hold, content, null);
    return { ...made, jobIds: await recordJobs(tx, [made.job]) };
  });
  await publishEvents(db, [made.eventId], made.jobIds);
  throw approvalRequired(made.approvalId, hold, true);
}

/**
 * The approval a prepare names, if it allows this payment: of the account, approved, unused (or used by this very
 * quote: a prepare again for a fresh blockhash is the same payment, and a quote pays once), not past its time, and
 * of exactly this content (else 422 APPROVAL_MISMATCH: the approvers approved something else).
 */
export async function requireApprovalOf(
  db: Db,
  accountId: string,
  approvalId: string,
  content: ApprovalContent,
  quoteId: string,
): Promise<ApprovalRow> {
  const row = await findApproval(db, accountId, approvalId);
  if (row?.mode !== "wallet") throw approvalNotFound(approvalId);
  if (row.status !== "approved") {
    throw new AppError("APPROVAL_NOT_APPROVED", `Approval ${row.id} is ${row.status}, not approved`, {
      approvalId: row.id,
      status: row.status,
      approvals: row.approvalsCount,
      required: row.required,
    });
  }
  if (row.usedAt && row.usedByQuoteId !== quoteId) throw approvalUsed(row);
  if (row.expiresAt <= new Date()) {
    throw new AppError("APPROVAL_NOT_APPROVED", `Approval ${row.id} expired before it was used; ask for a new one`, {
      approvalId: row.id,
      status: "expired",
    });
  }
  if (row.digest !== contentDigest(content)) {
    throw new AppError(
      "APPROVAL_MISMATCH",
      `Approval ${row.id} was given for another payment: prepare exactly the type, sender, asset, recipients and amounts it shows`,
      { approvalId: row.id, digest: row.digest, given: contentDigest(content) },
    );
  }
  return row;
}

function approvalUsed(row: ApprovalRow): AppError {
  return new AppError("APPROVAL_USED", `Approval ${row.id} was used already: an approval pays once`, {
    approvalId: row.id,
  });
}

/**
 * Spends the approval on this quote's prepare, once, in the caller's database transaction (with the spending
 * limits' charge: both or neither): of two prepares racing with it, one gets 409 APPROVAL_USED.
 */
export async function spendApproval(tx: Tx, row: ApprovalRow, quoteId: string): Promise<void> {
  if (row.usedByQuoteId === quoteId) return;
  const used = await markApprovalUsed(tx, row.id, row.digest, quoteId, new Date());
  if (!used) throw approvalUsed(row);
}

/**
 * Create of a held wallet payment: its quote's prepare used an approval of exactly this content (the signed bytes are
 * checked against the request, so they pay what was approved), else 409 APPROVAL_REQUIRED.
 */
export async function requireUsedApproval(db: Db, quoteId: string, hold: PolicyHold, content: ApprovalContent) {
  const used = await approvalUsedByQuote(db, quoteId);
  if (used && used.digest === contentDigest(content)) return;
  throw new AppError(
    "APPROVAL_REQUIRED",
    `The account's policy "${hold.policyName}" holds this payment: prepare it with an approved approvalId first`,
    { policyId: hold.policyId, name: hold.policyName, required: hold.required, ...(used && { approvalId: used.id }) },
  );
}
