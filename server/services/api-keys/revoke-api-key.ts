import type { AuditContext } from "../../auth/audit-context";
import type { DbOrTx } from "../../db/client";
import { findApiKey, revokeApiKey as markRevoked } from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { recordAudit } from "../audit-log/record-audit";
import { forgetKey } from "./key-cache";

/** Revoking twice answers with the first revocation: a retried DELETE must not fail. */
export async function revokeApiKey(db: DbOrTx, by: AuditContext, keyId: string) {
  const { accountId } = by;
  const key = await findApiKey(db, accountId, keyId);
  if (!key) throw new AppError("NOT_FOUND", `No API key ${keyId}`, { keyId });
  const revokedAt = key.revokedAt ?? new Date();
  if (!key.revokedAt) {
    await db.transaction(async (tx) => {
      // Only the call that revoked it is audited: a retried DELETE changed nothing.
      if (await markRevoked(tx, keyId, revokedAt)) {
        await recordAudit(tx, by, "api_key.revoked", { type: "api_key", id: keyId }, { name: key.name });
      }
    });
  }
  forgetKey(keyId);
  const current = key.revokedAt ? key : await findApiKey(db, accountId, keyId);
  return { keyId, revoked: true as const, revokedAt: (current?.revokedAt ?? revokedAt).toISOString() };
}
