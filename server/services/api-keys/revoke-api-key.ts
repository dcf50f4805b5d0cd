import type { DbOrTx } from "../../db/client";
import { findApiKey, revokeApiKey as markRevoked } from "../../db/queries/api-keys";
import { AppError } from "../../errors";
import { forgetKey } from "./key-cache";

/** Revoking twice answers with the first revocation: a retried DELETE must not fail. */
export async function revokeApiKey(db: DbOrTx, accountId: string, keyId: string) {
  const key = await findApiKey(db, accountId, keyId);
  if (!key) throw new AppError("NOT_FOUND", `No API key ${keyId}`, { keyId });
  const revokedAt = key.revokedAt ?? new Date();
  if (!key.revokedAt) await markRevoked(db, keyId, revokedAt);
  forgetKey(keyId);
  const current = key.revokedAt ? key : await findApiKey(db, accountId, keyId);
  return { keyId, revoked: true as const, revokedAt: (current?.revokedAt ?? revokedAt).toISOString() };
}
