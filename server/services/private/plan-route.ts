import { randomInt } from "node:crypto";
import { env } from "../../env";
import { poolWallets } from "../../ledger/pool-wallets";

export type RoutePlan = { intake: string; payout: string; delayMs: number };

/**
 * Where a deposit goes and when it comes out: swept into one pool wallet, paid out from another, after a delay
 * drawn between PRIVATE_DELAY_MIN_S and PRIVATE_DELAY_MAX_S. Chosen at random once (the routing function keeps the
 * choice), so a retried step never changes it.
 */
export function planRoute(): RoutePlan {
  const wallets = poolWallets().map((w) => w.publicKey.toBase58());
  const intake = randomInt(wallets.length);
  const payout = (intake + 1 + randomInt(wallets.length - 1)) % wallets.length;
  const min = env().PRIVATE_DELAY_MIN_S;
  const max = Math.max(min, env().PRIVATE_DELAY_MAX_S);
  return { intake: wallets[intake]!, payout: wallets[payout]!, delayMs: (min + randomInt(max - min + 1)) * 1000 };
}
