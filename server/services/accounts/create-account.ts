import type { z } from "zod";
import type { AuditContext } from "../../auth/audit-context";
import type { createAccountBody } from "../../contracts/accounts";
import type { Db } from "../../db/client";
import { insertCustomerAccount } from "../../db/queries/accounts";
import { newId } from "../../ids";
import { createApiKey } from "../api-keys/create-api-key";
import { recordAuditInBoth } from "../audit-log/record-audit";
import { accountView } from "./account-view";

/** A customer account and its first admin key, shown once: the operator hands the key to the customer. */
export async function createAccount(db: Db, by: AuditContext, input: z.infer<typeof createAccountBody>) {
  return db.transaction(async (tx) => {
    const row = await insertCustomerAccount(tx, { id: newId("account"), name: input.name, tier: input.tier });
    const { key } = await createApiKey(tx, { accountId: row.id, name: "First admin key", permission: "admin" });
    await recordAuditInBoth(tx, by, "account.created", row.id, { name: row.name, tier: row.tier });
    return { account: accountView(row), adminKey: key };
  });
}
