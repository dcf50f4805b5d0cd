import type { z } from "zod";
import type { createTransactionBody } from "../../contracts/transactions";
import type { Db } from "../../db/client";
import type { Principal } from "../api-keys/authenticate-api-key";
import { createPrivateTransaction } from "./private/create-private-transaction";
import { createWalletTransaction } from "./wallet/create-wallet-transaction";

/** POST /v1/transactions: wallet mode (the client signed) or private mode (the client pays a deposit address). */
export async function createTransaction(db: Db, principal: Principal, body: z.infer<typeof createTransactionBody>) {
  return body.mode === "private"
    ? createPrivateTransaction(db, principal, body)
    : createWalletTransaction(db, principal, body);
}
