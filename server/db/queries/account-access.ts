import type { Tier } from "../../auth/api-key-format";
import { accounts } from "../schema";

export type AccountStatus = (typeof accounts.$inferSelect)["status"];

/** What of its account decides each request of a key or a member: its tier (limits), status and operator role. */
export type AccountAccess = { tier: Tier; accountStatus: AccountStatus; isOperator: boolean };

/** Those columns, selected beside a key's or a member's own from a join with `accounts`. */
export const accountAccessColumns = {
  tier: accounts.tier,
  accountStatus: accounts.status,
  isOperator: accounts.isOperator,
};
