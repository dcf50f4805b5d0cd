import { randomInt } from "node:crypto";
import type { Db } from "../../../db/client";
import { keepRoutingPlan } from "../../../db/queries/private-transactions";
import { poolWallets } from "../../../ledger/pool-wallets";
import { log } from "../../../log";
import { afterSweep } from "./complete-routing";
import { requirePrivateTransaction } from "./shared/private-transaction";

export type RoutePlan = { intake: string };

/**
 * The pool wallet a deposit is swept into, drawn at random once and kept with the transaction, so a retried step
 * or a second run never changes it. Payouts never leave from it (pay-out-epochs.ts). Undefined for a transaction
 * that is not processing (cancelled, failed or completed): the watcher hands over only what won the race against a
 * cancel (watch-deposits.ts), so this is a second lock, not the first. Nothing of it is routed, and its deposit
 * accounts are watched again, so what sits there is refunded.
 */
export async function planRoute(db: Db, transactionId: string): Promise<RoutePlan | undefined> {
  const row = await requirePrivateTransaction(db, transactionId);
  if (row.status !== "processing") {
    log.warn("a routing was asked for a transaction that is not processing; nothing is routed", {
      transactionId,
      status: row.status,
    });
    await afterSweep(db, transactionId);
    return undefined;
  }
  const wallets = poolWallets().map((w) => w.publicKey.toBase58());
  return keepRoutingPlan(db, transactionId, { intake: wallets[randomInt(wallets.length)]! });
}
