import type { RecoveryView } from "../../contracts/webhook-recoveries";
import type { RecoveryRow } from "../../db/queries/webhook-recoveries";

export function recoveryView(row: RecoveryRow): RecoveryView {
  return {
    recoveryId: row.id,
    webhookId: row.webhookId,
    since: row.since.toISOString(),
    until: row.until.toISOString(),
    status: row.status,
    total: row.total,
    sent: row.sent,
    delivered: row.delivered,
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
