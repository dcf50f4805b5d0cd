import type { z } from "zod";
import type { AuditContext } from "../../auth/audit-context";
import type { updateAccountBody } from "../../contracts/accounts";
import type { Db } from "../../db/client";
import { findAccount, updateAccount as writeAccount } from "../../db/queries/accounts";
import { AppError } from "../../errors";
import { forgetAccountKeys } from "../api-keys/key-cache";
import { recordAuditInBoth } from "../audit-log/record-audit";
import { accountNotFound, accountView } from "./account-view";

/** The audit action of a change: a suspension or resumption is named as such, anything else is an update. */
function actionOf(input: z.infer<typeof updateAccountBody>): string {
  if (input.status === "suspended") return "account.suspended";
  if (input.status === "active") return "account.resumed";
  return "account.updated";
}

/**
 * Renames, re-tiers, suspends or resumes an account. The operator account cannot be suspended (the WHERE of the
 * update refuses it). The key cache is emptied of the account's keys after the commit, so the change holds for
 * the next request in this process; other instances see it within the cache's few seconds (key-cache.ts).
 */
export async function updateAccount(
  db: Db,
  by: AuditContext,
  accountId: string,
  input: z.infer<typeof updateAccountBody>,
) {
  const row = await db.transaction(async (tx) => {
    const updated = await writeAccount(tx, accountId, input);
    if (!updated) {
      const existing = await findAccount(tx, accountId);
      if (!existing) throw accountNotFound(accountId);
      throw new AppError("CANNOT_SUSPEND_OPERATOR", "The operator account cannot be suspended", {
        accountId,
        reason: "operator_account",
      });
    }
    await recordAuditInBoth(tx, by, actionOf(input), accountId, input);
    return updated;
  });
  forgetAccountKeys(accountId);
  return { account: accountView(row) };
}
