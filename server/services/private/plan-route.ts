import { randomInt } from "node:crypto";
import type { DbOrTx } from "../../db/client";
import { keepRoutingPlan } from "../../db/queries/transactions";
import { poolWallets } from "../../ledger/pool-wallets";

export type RoutePlan = { intake: string };

/**
 * The pool wallet a deposit is swept into, drawn at random once and kept with the transaction, so a retried step
 * or a second run never changes it. Payouts never leave from it (pay-out-epochs.ts).
 */
export async function planRoute(db: DbOrTx, transactionId: string): Promise<RoutePlan> {
  const wallets = poolWallets().map((w) => w.publicKey.toBase58());
  return keepRoutingPlan(db, transactionId, { intake: wallets[randomInt(wallets.length)]! });
}
