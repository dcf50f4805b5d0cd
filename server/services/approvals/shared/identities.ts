import type { Principal } from "../../../auth/principal";
import type { DbOrTx } from "../../../db/client";
import { spendingSubjectsOfKey } from "../../../db/queries/spending-limits";
import type { MakerIdentity } from "../../../db/schema/policies";

/**
 * Every identity a caller acts as: a member; or a key, the key it was rotated from (its first one: a rotation
 * does not make a new person) and the member whose session made it. A maker and an approver who share any of them
 * are the same party (docs/threat-model.md, "Maker-checker approvals").
 */
export async function identitiesOf(db: DbOrTx, principal: Principal): Promise<MakerIdentity> {
  if (principal.memberId) return { keyId: null, memberId: principal.memberId, identities: [principal.memberId] };
  if (!principal.keyId) return { keyId: null, memberId: null, identities: [] };
  const key = await spendingSubjectsOfKey(db, principal.keyId);
  const identities = [principal.keyId, key?.subjectId, key?.creatorMemberId].filter(
    (id): id is string => typeof id === "string",
  );
  return { keyId: principal.keyId, memberId: key?.creatorMemberId ?? null, identities: [...new Set(identities)] };
}

/**
 * Who a decision counts as, once per approval: the person where one is known (the member, or the member that made
 * the key), else the key's first one, so two keys of one member or a key and its rotation count once.
 */
export function deciderOf(identity: MakerIdentity): string {
  return identity.memberId ?? identity.identities[1] ?? identity.identities[0] ?? "unknown";
}
