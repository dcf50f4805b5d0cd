import type { Principal } from "../../../auth/principal";
import type { Db } from "../../../db/client";
import { findApiKeyById } from "../../../db/queries/api-keys";
import { findMemberWithAccount } from "../../../db/queries/members";
import type { PaymentRequestRow } from "../../../db/queries/payment-requests";
import { principalOfKey } from "../../api-keys/authenticate-api-key";
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

/** Who paid, as the audit log names a public payer: a wallet, and the request's facts when there was one. */
export type PayerFacts = { wallet: string | null; requestId?: string; clientAddress?: string };

/**
 * A payer acting through the request's link (a deposit it asked for, a payment of its found on the ledger): what it
 * makes belongs to the request's creator, as anything of the request does (its key or member may cancel it), but
 * the audit log names the payer, a public payer, by the wallet it pays from (else "anonymous") and its address.
 */
export async function payerPrincipal(db: Db, row: PaymentRequestRow, payer: PayerFacts): Promise<Principal> {
  const creator = await creatorPrincipal(db, row);
  return {
    ...creator,
    actor: { type: "public_payer", id: payer.wallet ?? "anonymous" },
    requestId: payer.requestId,
    clientAddress: payer.clientAddress,
  };
}
