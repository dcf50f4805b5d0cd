import { assetSymbols, assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { accountBookTotals } from "../../db/queries/private-balance";
import { formatAmount } from "../../money";

/** GET /v1/private-balance: every asset's `available` and `pending`, each the sum of its book's entries. */
export async function getPrivateBalance(db: DbOrTx, accountId: string) {
  const totals = await accountBookTotals(db, accountId);
  const total = (asset: string, book: string) => totals.find((t) => t.asset === asset && t.book === book)?.total ?? 0n;
  return {
    balances: assetSymbols.map((asset) => ({
      asset,
      available: formatAmount(total(asset, "available"), assets[asset].decimals),
      pending: formatAmount(total(asset, "pending"), assets[asset].decimals),
    })),
  };
}
