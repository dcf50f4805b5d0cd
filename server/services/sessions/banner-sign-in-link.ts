import type { Db } from "../../db/client";
import { findApiKeyById, firstAccount } from "../../db/queries/api-keys";
import { firstActiveAdminKeyId } from "../../db/queries/sign-in-links";
import { principalOfKey } from "../api-keys/authenticate-api-key";
import { createSignInLink } from "./create-sign-in-link";

/** The start banner's one-time link: for the operator's oldest active admin key, when there is one. */
export async function bannerSignInLink(db: Db) {
  const account = await firstAccount(db);
  const keyId = account ? await firstActiveAdminKeyId(db, account.id) : undefined;
  const key = keyId ? await findApiKeyById(db, keyId) : undefined;
  // Made at the start for that key, so the audit log names the key as who made it (no request behind it).
  return key ? createSignInLink(db, principalOfKey(key)) : undefined;
}
