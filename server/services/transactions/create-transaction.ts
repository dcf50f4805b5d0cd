import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createTransactionBody } from "../../contracts/transactions";
import type { Db } from "../../db/client";
import { createPrivateTransaction } from "./private/create-private-transaction";
import { createWalletTransaction } from "./wallet/create-wallet-transaction";

/** POST /v1/transactions: wallet mode (the client signed) or private mode (the client pays a deposit address). */
export async function createTransaction(db: Db, principal: Principal, body: z.infer<typeof createTransactionBody>) {
  return body.mode === "private"
    ? createPrivateTransaction(db, principal, body)
    : createWalletTransaction(db, principal, body);
}
