import type { AuditContext } from "../../auth/audit-context";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { Tx } from "../../db/client";
import { replaceSpendingLimits, type SpendingSubject } from "../../db/queries/spending-limits";
import { recordAudit } from "../audit-log/record-audit";
import { parseSpendingLimits, spendingLimitViews } from "./shared/limit-rules";

/**
 * Replaces a key's or member's limits inside the caller's transaction, audited with it (when `by` is given: the
 * CLI and first start make keys without one). A change counts from the next payment; today's spending stays.
 */
export async function setSpendingLimits(
  tx: Tx,
  by: AuditContext | undefined,
  subject: SpendingSubject,
  limits: SpendingLimitView[],
  object: { type: string; id: string },
): Promise<SpendingLimitView[]> {
  const rows = await replaceSpendingLimits(tx, subject, parseSpendingLimits(limits));
  const views = spendingLimitViews(rows);
  if (by) await recordAudit(tx, by, `${object.type}.spending_limits_set`, object, { spendingLimits: views });
  return views;
}
