import type { z } from "zod";
import type { createTransactionBody } from "../../contracts/transactions";
import type { Db } from "../../db/client";
import { findQuote } from "../../db/queries/quotes";
import { AppError } from "../../errors";
import { parseAddress } from "../../ledger/address";
import type { Principal } from "../api-keys/authenticate-api-key";
import { requireQuoteFor } from "../quotes/quote-rules";
import { parseTransfers, requireQuotedTotal } from "./recipients";
import { createWalletTransaction } from "./wallet/create-wallet-transaction";

type Body = z.infer<typeof createTransactionBody>;

/**
 * Private mode is not offered by this deployment yet. The request is still checked first, so a bad one is told
 * what is wrong with it (400) rather than that routing is unavailable.
 */
async function refusePrivate(db: Db, principal: Principal, body: Body): Promise<never> {
  const quote = requireQuoteFor(await findQuote(db, principal.accountId, body.quoteId), body.quoteId, body, new Date());
  if (!parseAddress(body.sender))
    throw new AppError("INVALID_ADDRESS", "sender is not a ledger address", { sender: body.sender });
  if (body.type !== "swap") requireQuotedTotal(parseTransfers(body.recipients, quote.inputAsset), quote);
  throw new AppError("ROUTING_UNAVAILABLE", "Private mode is not available on this deployment yet; use wallet mode", {
    mode: "private",
    reason: "not_offered",
  });
}

/** POST /v1/transactions: wallet mode now; private routing is not offered by this deployment yet. */
export async function createTransaction(db: Db, principal: Principal, body: Body) {
  if (body.mode === "private") return refusePrivate(db, principal, body);
  return createWalletTransaction(db, principal, body);
}
