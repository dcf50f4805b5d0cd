import type { Db } from "../../db/client";
import { dueToExpire, takeOpenToCheck } from "../../db/queries/payment-requests";
import { expireIfDue } from "./shared/expire";
import { lookForPayment } from "./shared/look-for-payment";

/** Bounds of one round: requests expired, and open wallet-mode requests looked at (least recently first). */
const expiredPerRound = 200;
const lookedAtPerRound = 25;

/**
 * The every-minute round over all requests: expires those past their time (their own expiry job may have been
 * lost, or a payment held the request then and failed since), and looks for payments that wallets sent without
 * anyone asking for a watch (a phone that scanned the QR code long after it got the transaction), a bounded number
 * of requests each round, the least recently checked first so every open request gets its turn. `found` counts the
 * requests a payment holds (paid once the tracker finds it final).
 */
export async function watchPaymentRequestsRound(db: Db) {
  const now = new Date();
  let expired = 0;
  for (const id of await dueToExpire(db, now, expiredPerRound)) if (await expireIfDue(db, id, now)) expired++;
  let found = 0;
  for (const row of await takeOpenToCheck(db, "wallet", now, lookedAtPerRound)) {
    if (await lookForPayment(db, row)) found++;
  }
  return { expired, found };
}
