import type { Db } from "../../../db/client";
import { findApiKeyById } from "../../../db/queries/api-keys";
import { findMemberWithAccount } from "../../../db/queries/members";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { type Principal, principalOfKey } from "../../api-keys/authenticate-api-key";
import { principalOfMember } from "../../sessions/authenticate-session";

/**
 * Who a request's payment is recorded under, acting later for them (a payer's deposit, a payment found on the
 * ledger): the key or the member that created it, even if revoked or removed since, since the money moves on.
 */
export async function creatorPrincipal(db: Db, row: PaymentRequestRow): Promise<Principal> {
  if (row.apiKeyId) {
    const key = await findApiKeyById(db, row.apiKeyId);
    if (key) return principalOfKey(key);
  }
  const member = row.memberId ? await findMemberWithAccount(db, row.memberId) : undefined;
  if (!member) throw new Error(`payment request ${row.id} has no creator`);
  return principalOfMember(member);
}
