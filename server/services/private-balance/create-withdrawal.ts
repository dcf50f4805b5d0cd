import { Keypair } from "@solana/web3.js";
import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createWithdrawalBody } from "../../contracts/private-balance";
import type { Db } from "../../db/client";
import { createQuote } from "../quotes/create-quote";
import { startBalancePayment } from "../transactions/private/pay-from-balance";
import { resolvePrivateRequest } from "../transactions/private/shared/resolve-private-request";

/**
 * POST /v1/private-balance/withdrawals: a private payment of type withdrawal from the balance, with one leg, `amount`
 * to `address`: debited at once with the fee a private send of it carries, paid from the pool after the random delay
 * by the same payout machinery (pay-from-balance.ts). `address` follows the rules of any recipient
 * (recipient-rules.ts: not a service wallet, a token account it can receive in).
 */
export async function createWithdrawal(db: Db, principal: Principal, body: z.infer<typeof createWithdrawalBody>) {
  const quote = await createQuote(db, principal.accountId, {
    inputAsset: body.asset,
    outputAsset: body.asset,
    amount: body.amount,
    mode: "private",
    slippageBps: 100,
  });
  const request = await resolvePrivateRequest(db, principal.accountId, {
    type: "send",
    mode: "private",
    quoteId: quote.quoteId,
    // Nobody pays it from a wallet: the sender is named by nobody's key, as a top-up's.
    sender: Keypair.generate().publicKey.toBase58(),
    recipients: [{ address: body.address, amount: body.amount }],
  });
  const started = await startBalancePayment(db, principal, { ...request, type: "withdrawal" });
  // Held by a policy: nothing is debited until it is approved.
  if ("approval" in started) {
    return { withdrawalId: started.transactionId, status: started.status, approval: started.approval };
  }
  return { withdrawalId: started.transactionId, status: started.status, debited: started.debited, fee: started.fee };
}
