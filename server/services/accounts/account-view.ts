import type { AccountView } from "../../contracts/accounts";
import type { AccountRow } from "../../db/queries/accounts";
import { AppError } from "../../errors";

export function accountView(row: AccountRow): AccountView {
  return {
    accountId: row.id,
    name: row.name,
    tier: row.tier,
    status: row.status,
    operator: row.isOperator,
    createdAt: row.createdAt.toISOString(),
  };
}

export function accountNotFound(accountId: string): AppError {
  return new AppError("NOT_FOUND", `No account ${accountId}`, { accountId });
}
