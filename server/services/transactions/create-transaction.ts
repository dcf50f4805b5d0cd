import type { z } from "zod";
import type { createTransactionBody } from "../../contracts/transactions";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Principal } from "../api-keys/authenticate-api-key";
import { createWalletTransaction } from "./wallet/create-wallet-transaction";

/** POST /v1/transactions: wallet mode now; private routing is not offered by this deployment yet. */
export async function createTransaction(db: Db, principal: Principal, body: z.infer<typeof createTransactionBody>) {
  if (body.mode === "private") {
    throw new AppError("ROUTING_UNAVAILABLE", "Private mode is not available on this deployment yet; use wallet mode", {
      mode: "private",
    });
  }
  return createWalletTransaction(db, principal, body);
}
