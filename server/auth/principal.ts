import type { AccountStatus } from "../db/queries/account-access";
import type { SignedInActor } from "./actor";
import type { Permission, Tier } from "./api-key-format";
import type { AuditContext } from "./audit-context";

/**
 * Who is calling: the account (its status, and whether it is the operator), what it may do, its limits, and the
 * actor the audit log names. In a request it is also the audit context: with-api.ts adds the request's id and
 * client address. `keyId` and `memberId` say whose the things it creates are (one of them set): the actor is
 * that key or member, except for a public payer acting on a payment request's link, who creates for the request's
 * creator (server/services/payment-requests/shared/creator-principal.ts).
 */
export type Principal = AuditContext & {
  keyId: string | null;
  memberId: string | null;
  permission: Permission;
  tier: Tier;
  accountStatus: AccountStatus;
  isOperator: boolean;
};

/** A key's or a member's own principal: what a key or a session authenticates to. */
export type SignedInPrincipal = Principal & { actor: SignedInActor };
