import { randomInt } from "node:crypto";
import type { DbOrTx } from "../../db/client";
import { keepRoutingPlan } from "../../db/queries/transactions";
import { env } from "../../env";
import { poolWallets } from "../../ledger/pool-wallets";

export type RoutePlan = { intake: string; payout: string; delayMs: number };

/**
 * Where a deposit goes and when it comes out: swept into one pool wallet, paid out from another, after a delay
 * drawn between PRIVATE_DELAY_MIN_S and PRIVATE_DELAY_MAX_S. Drawn at random once and kept with the transaction,
 * so a retried step or a second run never changes it.
 */
export async function planRoute(db: DbOrTx, transactionId: string): Promise<RoutePlan> {
  return keepRoutingPlan(db, transactionId, drawPlan());
}

function drawPlan(): RoutePlan {
  const wallets = poolWallets().map((w) => w.publicKey.toBase58());
  const intake = randomInt(wallets.length);
  const payout = (intake + 1 + randomInt(wallets.length - 1)) % wallets.length;
  const min = env().PRIVATE_DELAY_MIN_S;
  const max = Math.max(min, env().PRIVATE_DELAY_MAX_S);
  return { intake: wallets[intake]!, payout: wallets[payout]!, delayMs: (min + randomInt(max - min + 1)) * 1000 };
}
