import type { Principal } from "../../auth/principal";
import { AppError } from "../../errors";

/** Who made a thing of the account: its key or its member (a transaction's or a payment request's columns). */
type Made = { id: string; apiKeyId: string | null; memberId: string | null };

/**
 * Write keys and developer members cancel what they made; admins (keys or members) anything of their account. The
 * one rule for transactions and payment requests (`kind` names which, in the refusal).
 */
export function requireCreatorOrAdmin(principal: Principal, made: Made, kind: "transaction" | "payment request") {
  if (principal.permission === "admin") return;
  const creator =
    principal.memberId !== null ? made.memberId === principal.memberId : made.apiKeyId === principal.keyId;
  if (creator && (principal.memberId ?? principal.keyId) !== null) return;
  throw new AppError(
    "UNAUTHORIZED",
    `Only the API key or member that created this ${kind}, or an admin, may cancel it`,
    kind === "transaction" ? { transactionId: made.id } : { paymentRequestId: made.id },
  );
}
