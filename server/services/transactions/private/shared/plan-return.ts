import type { AssetSymbol } from "../../../../assets";
import { minUnits } from "../../../../money";
import type { Source } from "./deposit-sources";

/**
 * Returns one move makes at most (each a transfer, for tokens with the idempotent creation of the account it lands
 * in), leaving room for the pool's own part and the closing of the account in one ledger transaction. The rest
 * stay in the account, and the watcher refunds them next: largest first, so a swarm of small payments cannot hold
 * back a real one.
 */
export const maxReturnsPerMove: Record<AssetSymbol, number> = { SOL: 12, USDC: 5, USDT: 5 };

/** What a move out of a deposit account takes from one source. */
export type Taking = { wallet: string; kept: bigint; returned: bigint; dust: bigint };

export type ReturnPlan = {
  /** Into the pool wallet: the deposit (sweeps only). */
  kept: bigint;
  /** Into the pool wallet too: what is too small to send back (docs/decisions.md, "Refunds go back to each payer"). */
  dust: bigint;
  /**
   * Back to the sources: one part per wallet. `createsAccount`: the wallet has no token account of the asset, the
   * move creates it, and its rent's worth was kept from the return (in `dust`).
   */
  returns: { to: string; amount: bigint; createsAccount: boolean }[];
  takings: Taking[];
  /** Whether the move leaves the account empty (a source beyond this move's returns stays for the next refund). */
  empties: boolean;
};

/**
 * Splits what sits in a deposit account among the pool and the wallets it came from: `keep` (a sweep's deposit) is
 * taken first from the sender named at create, then from the earliest payers; every source gets back exactly what
 * remains of its own payments, and only its own; a remainder too small to send (`returnable` says) is dust, kept.
 * A return that creates the wallet's token account (`accountRent` above 0: the units its rent is worth) keeps that
 * much, with the dust: the pool pays the rent, and the payer who closed or never had the account pays the pool.
 */
export function planReturn(input: {
  asset: AssetSymbol;
  sources: Source[];
  keep: bigint;
  named?: string;
  returnable: (wallet: string, amount: bigint) => boolean;
  accountRent?: (wallet: string) => bigint;
}): ReturnPlan {
  const ordered = [...input.sources].sort(
    (a, b) => Number(b.wallet === input.named) - Number(a.wallet === input.named) || a.order - b.order,
  );
  let toKeep = input.keep;
  const takings: Taking[] = ordered.map((s) => {
    const kept = minUnits(s.amount, toKeep);
    toKeep -= kept;
    return { wallet: s.wallet, kept, returned: 0n, dust: 0n };
  });
  if (toKeep > 0n) throw new Error(`the deposit account holds less than the ${input.keep} to keep`);
  const remainders = ordered.map((s, i) => ({ taking: takings[i]!, rest: s.amount - takings[i]!.kept }));
  for (const r of remainders) if (r.rest > 0n && !input.returnable(r.taking.wallet, r.rest)) r.taking.dust = r.rest;
  const back = remainders
    .filter((r) => r.rest > 0n && r.taking.dust === 0n)
    .sort((a, b) => (a.rest === b.rest ? 0 : a.rest > b.rest ? -1 : 1));
  const sent = back.slice(0, maxReturnsPerMove[input.asset]).map((r) => {
    const rent = input.accountRent?.(r.taking.wallet) ?? 0n;
    r.taking.returned = r.rest - rent;
    r.taking.dust = rent;
    return { to: r.taking.wallet, amount: r.rest - rent, createsAccount: rent > 0n };
  });
  return {
    kept: input.keep,
    dust: takings.reduce((sum, t) => sum + t.dust, 0n),
    returns: sent,
    takings: takings.filter((t) => t.kept + t.returned + t.dust > 0n),
    empties: sent.length === back.length,
  };
}
