import type { MemberView } from "../../contracts/members";
import type { SpendingLimitView } from "../../contracts/spending-limits";
import type { MemberRow } from "../../db/queries/members";

/** A row as the API shows it: an invitation past its time is `expired` (it stays listed until removed or renewed). */
export function memberView(row: MemberRow, now = new Date(), spendingLimits: SpendingLimitView[] = []): MemberView {
  const lapsed = row.status === "invited" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    memberId: row.id,
    address: row.address,
    role: row.role,
    status: lapsed ? "expired" : row.status,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    spendingLimits,
  };
}
