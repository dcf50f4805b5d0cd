import type { z } from "zod";
import type { listAccountsQuery } from "../../contracts/accounts";
import type { DbOrTx } from "../../db/client";
import { findAccount, listAccounts as selectAccounts } from "../../db/queries/accounts";
import { AppError } from "../../errors";
import { accountView } from "./account-view";

/** Every account of the deployment, newest first (the operator's view). */
export async function listAccounts(db: DbOrTx, query: z.infer<typeof listAccountsQuery>) {
  const { limit, startingAfter, ...filter } = query;
  if (startingAfter && !(await findAccount(db, startingAfter))) {
    throw new AppError("INVALID_REQUEST", `startingAfter names no account: ${startingAfter}`, {
      parameter: "startingAfter",
    });
  }
  const page = await selectAccounts(db, filter, { limit, startingAfter });
  return { accounts: page.rows.map(accountView), hasMore: page.hasMore };
}
