import type { MemberView } from "../../contracts/members";
import type { MemberRow } from "../../db/queries/members";

export function memberView(row: MemberRow): MemberView {
  return { memberId: row.id, address: row.address, role: row.role, createdAt: row.createdAt.toISOString() };
}
