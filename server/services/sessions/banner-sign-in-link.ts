import type { Db } from "../../db/client";
import { firstAccount } from "../../db/queries/api-keys";
import { firstActiveAdminKeyId } from "../../db/queries/sign-in-links";
import { createSignInLink } from "./create-sign-in-link";

/** The start banner's one-time link: for the operator's oldest active admin key, when there is one. */
export async function bannerSignInLink(db: Db) {
  const account = await firstAccount(db);
  const keyId = account ? await firstActiveAdminKeyId(db, account.id) : undefined;
  return keyId ? createSignInLink(db, keyId) : undefined;
}
