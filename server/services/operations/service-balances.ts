import { type AssetSymbol, assetSymbols, assets } from "../../assets";
import { balancesOf } from "../../ledger/inventory";
import { poolWallets } from "../../ledger/pool-wallets";
import { loadTreasury } from "../../ledger/treasury";
import { formatAmount } from "../../money";

export type ServiceBalances = {
  treasury: { asset: AssetSymbol; units: number }[];
  /** `wallet` is the pool wallet's place (pool-0, pool-1, ...): an address would be an id in a metric label. */
  pool: { wallet: string; asset: AssetSymbol; units: number }[];
};

/** A scrape must answer even when the ledger does not. */
const ledgerWaitMs = 3_000;

/**
 * What the treasury and each routing-pool wallet hold, in whole units of each asset (Prometheus samples are
 * floats: the amount leaves bigint only here, for display). Undefined when the ledger does not answer in time.
 */
export async function readServiceBalances(): Promise<ServiceBalances | undefined> {
  const read = async (): Promise<ServiceBalances> => {
    const pool = poolWallets();
    const wallets = [loadTreasury().publicKey, ...pool.map((w) => w.publicKey)];
    const result: ServiceBalances = { treasury: [], pool: [] };
    for (const asset of assetSymbols) {
      const [treasury = 0n, ...pooled] = await balancesOf(wallets, asset);
      const units = (amount: bigint) => Number(formatAmount(amount, assets[asset].decimals));
      result.treasury.push({ asset, units: units(treasury) });
      for (const [index, amount] of pooled.entries()) {
        result.pool.push({ wallet: `pool-${index}`, asset, units: units(amount) });
      }
    }
    return result;
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ledgerWaitMs);
  });
  try {
    return await Promise.race([read(), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
