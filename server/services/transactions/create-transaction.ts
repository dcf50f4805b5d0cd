import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createTransactionBody } from "../../contracts/transactions";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { createPrivateTransaction } from "./private/create-private-transaction";
import { createWalletTransaction } from "./wallet/create-wallet-transaction";

/**
 * POST /v1/transactions: wallet mode (the client signed) or private mode (the client pays a deposit address, or the
 * account's private balance pays).
 */
export async function createTransaction(db: Db, principal: Principal, body: z.infer<typeof createTransactionBody>) {
  if (body.mode === "private") return createPrivateTransaction(db, principal, body);
  if (body.source !== undefined) {
    throw new AppError(
      "INVALID_REQUEST",
      "source is for private mode: a wallet-mode transaction is paid by its sender",
      {
        field: "source",
      },
    );
  }
  return createWalletTransaction(db, principal, body);
}
