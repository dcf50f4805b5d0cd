import { hashSecret } from "../../auth/api-key-format";
import type { DbOrTx } from "../../db/client";
import { deleteSessionByHash } from "../../db/queries/sessions";

/** Ends the session behind a cookie; signing out twice, or without a session, is not an error. */
export async function signOut(db: DbOrTx, token: string | undefined): Promise<{ signedOut: true }> {
  if (token) await deleteSessionByHash(db, hashSecret(token));
  return { signedOut: true };
}
