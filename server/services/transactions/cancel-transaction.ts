import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { requireCreatorOrAdmin } from "../accounts/require-creator-or-admin";
import { cancelAs } from "./cancel-as";
import { requireTransaction } from "./get-transaction";

/** DELETE /v1/transactions/{id}: by the key or member that created it, or an admin of its account. */
export async function cancelTransaction(db: Db, principal: Principal, transactionId: string) {
  const row = await requireTransaction(db, principal.accountId, transactionId);
  requireCreatorOrAdmin(principal, row, "transaction");
  return cancelAs(db, principal, row);
}
