import { tierLimits } from "../../auth/tiers";
import { monthlyCounterKey, monthWindow } from "../../auth/usage-windows";
import type { AccountDetailView } from "../../contracts/accounts";
import type { DbOrTx } from "../../db/client";
import { findAccount } from "../../db/queries/accounts";
import { readCounter } from "../../db/queries/usage-counters";
import { accountNotFound, accountView } from "./account-view";

/**
 * An account with this month's requests against its quota, read from the counter the rate limiter shares
 * (server/http/rate-limit.ts): what instances have not flushed yet (a second's worth) is not in it.
 */
export async function getAccount(db: DbOrTx, accountId: string, now = Date.now()): Promise<AccountDetailView> {
  const row = await findAccount(db, accountId);
  if (!row) throw accountNotFound(accountId);
  const window = monthWindow(now);
  const date = new Date(now);
  const limits = tierLimits[row.tier];
  return {
    account: accountView(row),
    usage: {
      month: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`,
      requests: await readCounter(db, monthlyCounterKey(row.id, window)),
      quota: limits.perMonth,
      perMinute: limits.perMinute,
      resetsAt: new Date(window.resetAt * 1000).toISOString(),
    },
  };
}
