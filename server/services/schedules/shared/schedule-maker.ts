import type { Principal } from "../../../auth/principal";
import type { Db } from "../../../db/client";
import { findApiKeyById, isKeyActive } from "../../../db/queries/api-keys";
import { findMemberWithAccount } from "../../../db/queries/members";
import type { ScheduleMaker } from "../../../db/schema/schedules";
import { AppError } from "../../../errors";
import { principalOfKey } from "../../api-keys/authenticate-api-key";
import { principalOfMember } from "../../sessions/authenticate-session";

export const makerOf = (principal: Principal): ScheduleMaker => ({
  keyId: principal.keyId,
  memberId: principal.memberId,
});

/**
 * Who a run pays as: the key or member that last set the schedule's payment, with its permission now. A standing
 * order must not outlive its maker's access: a revoked or expired key, a removed member, or one that may no longer
 * write makes the run refused (FORBIDDEN), as the same payment through the API would be.
 */
export async function makerPrincipal(db: Db, maker: ScheduleMaker, now: Date): Promise<Principal> {
  const gone = new AppError("FORBIDDEN", "The schedule's maker may no longer make payments: set its payment again");
  if (maker.keyId) {
    const key = await findApiKeyById(db, maker.keyId);
    if (!key || !isKeyActive(key, now)) throw gone;
    return requireWrite(principalOfKey(key), gone);
  }
  const member = maker.memberId ? await findMemberWithAccount(db, maker.memberId) : undefined;
  if (!member || member.removedAt || member.status !== "active") throw gone;
  return requireWrite(principalOfMember(member), gone);
}

function requireWrite(principal: Principal, gone: AppError): Principal {
  if (principal.permission === "read") throw gone;
  return principal;
}
