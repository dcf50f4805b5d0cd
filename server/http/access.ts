import { type Permission, permits } from "../auth/api-key-format";
import type { Principal } from "../auth/principal";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { recordAudit } from "../services/audit-log/record-audit";

export { requireActiveAccount } from "../services/accounts/require-active-account";

/** What a route asks of its caller (with-api.ts's options). */
type Access = { permission: Permission; operator?: boolean };

export function permissionRefusal(principal: Principal, options: Access): AppError | undefined {
  if (!permits(principal.permission, options.permission)) {
    return new AppError(
      "FORBIDDEN",
      `This ${principal.actor.type === "member" ? "member" : "API key"} has ${principal.permission} permission; ${options.permission} is needed`,
      { required: options.permission, granted: principal.permission },
    );
  }
  if (options.operator && !principal.isOperator) {
    return new AppError(
      "FORBIDDEN",
      "Only the operator account manages accounts; this caller belongs to a customer account",
      {
        reason: "operator_only",
      },
    );
  }
  return undefined;
}

/** A refused change is worth an audit line (someone tried what their key may not); it costs one insert. */
export async function recordRefusal(db: Db, principal: Principal, request: Request, refusal: AppError): Promise<void> {
  const path = new URL(request.url).pathname.slice(0, 200);
  await recordAudit(
    db,
    principal,
    "request.refused",
    undefined,
    { method: request.method, path, ...refusal.details },
    "failed",
  );
}
