import type { DbOrTx } from "../../db/client";
import { findApiKey, revokeApiKey as markRevoked } from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { forgetKey } from "./key-cache";

/** Revoking twice answers with the first revocation: a retried DELETE must not fail. */
export async function revokeApiKey(db: DbOrTx, accountId: string, keyId: string) {
  const key = await findApiKey(db, accountId, keyId);
  if (!key) throw new AppError("NOT_FOUND", `No API key ${keyId}`, { keyId });
  const revoked = key.revokedAt ? key : await markRevoked(db, keyId, new Date());
  forgetKey(keyId);
  const revokedAt = revoked?.revokedAt ?? new Date();
  return { keyId, revoked: true as const, revokedAt: revokedAt.toISOString() };
}
