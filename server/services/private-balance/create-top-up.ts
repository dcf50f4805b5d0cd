import { Keypair } from "@solana/web3.js";
import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createTopUpBody } from "../../contracts/private-balance";
import type { Db } from "../../db/client";
import { findQuote } from "../../db/queries/quotes";
import { createQuote } from "../quotes/create-quote";
import { openPrivateDeposit } from "../transactions/private/create-private-transaction";

/**
 * POST /v1/private-balance/top-ups: a private transaction of type top_up, with no recipients, paid to a fresh deposit
 * address like any private payment (docs/decisions.md, "A top-up is a private transaction"): the same watcher, sweep
 * into the pool and refunds of over-, under- and late payments. Its deposit is `amount` plus the private fee of a
 * send of `amount` (its own quote), which pays for its sweep; its routing ends by crediting `amount` to the balance
 * (credit-top-up.ts). It counts against the account's open deposits like any other. Nobody is named as its sender: a
 * refund goes to whoever paid (deposit-sources.ts).
 */
export async function createTopUp(db: Db, principal: Principal, body: z.infer<typeof createTopUpBody>) {
  const priced = await createQuote(db, principal.accountId, {
    inputAsset: body.asset,
    outputAsset: body.asset,
    amount: body.amount,
    mode: "private",
    slippageBps: 100,
  });
  const quote = (await findQuote(db, principal.accountId, priced.quoteId))!;
  const created = await openPrivateDeposit(db, principal, {
    quote,
    sender: Keypair.generate().publicKey,
    legs: [],
    type: "top_up",
  });
  return {
    topUpId: created.transactionId,
    status: created.status,
    ephemeralAddress: created.ephemeralAddress,
    depositAmount: created.depositAmount,
    depositAsset: created.depositAsset,
    depositDeadline: created.depositDeadline,
    paymentUrl: created.paymentUrl,
  };
}
