import { hashSecret, isWellFormedApiKey } from "../../auth/api-key-format";
import type { Db, DbOrTx } from "../../db/client";
import {
  findApiKeyByHash,
  firstAccount,
  insertAccount,
  lockBootstrap,
  markOperator,
  setAccountTier,
} from "../../db/queries/api-keys";
import { env } from "../../env";
import { newId } from "../../ids";
import { createApiKey } from "./create-api-key";

export const defaultAccountName = "Default account";

/**
 * The operator account (the deployment's own, which manages the customer accounts): created at the first start with
 * DEFAULT_ACCOUNT_TIER (enterprise unless set), and moved to DEFAULT_ACCOUNT_TIER at every start where it is set.
 */
async function defaultAccountId(db: DbOrTx): Promise<{ id: string; isNew: boolean }> {
  const configured = env().DEFAULT_ACCOUNT_TIER;
  const existing = await firstAccount(db);
  if (existing) {
    if (configured && existing.tier !== configured) await setAccountTier(db, existing.id, configured);
    // A deployment from before accounts had an operator: its first account is the one that ran it.
    if (!existing.isOperator) await markOperator(db, existing.id);
    return { id: existing.id, isNew: false };
  }
  const id = newId("account");
  await insertAccount(db, id, defaultAccountName, configured ?? "enterprise", true);
  return { id, isNew: true };
}

/**
 * On start: BOOTSTRAP_API_KEY, when set, is ensured as an admin key of the default account. Otherwise, on the very
 * first start (no account yet), an admin key is created and returned so the caller can print it once.
 */
export async function bootstrapAdminKey(db: Db): Promise<{ createdKey?: string }> {
  return db.transaction(async (tx) => {
    // Instances starting together take turns, so only one creates the default account.
    await lockBootstrap(tx);
    return bootstrapLocked(tx);
  });
}

async function bootstrapLocked(db: DbOrTx): Promise<{ createdKey?: string }> {
  const account = await defaultAccountId(db);
  const preset = env().BOOTSTRAP_API_KEY;
  if (preset) {
    if (!isWellFormedApiKey(preset)) {
      throw new Error("BOOTSTRAP_API_KEY must look like psk_live_<32 letters or digits> or psk_test_<...>");
    }
    if (await findApiKeyByHash(db, hashSecret(preset))) return {};
    await createApiKey(
      db,
      { accountId: account.id, name: "Bootstrap admin key", permission: "admin" },
      undefined,
      preset,
    );
    return {};
  }
  if (!account.isNew) return {};
  const { key } = await createApiKey(db, { accountId: account.id, name: "First admin key", permission: "admin" });
  return { createdKey: key };
}
