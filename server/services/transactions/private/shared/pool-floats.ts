import { type AssetSymbol, assets } from "../../../../assets";
import { pow10 } from "../../../../money";

/**
 * What one pool wallet is meant to hold of each asset, in whole units: top-ups bring a wallet up to what its payouts
 * need, and a wallet holding more than twice this returns what it holds above it to the treasury
 * (rebalance-pool.ts), so deposits swept into the pool keep the treasury able to top up.
 */
const floatTargetUnits: Record<AssetSymbol, bigint> = { SOL: 1n, USDC: 1_000n, USDT: 1_000n };

export function floatTarget(asset: AssetSymbol): bigint {
  return floatTargetUnits[asset] * pow10(assets[asset].decimals);
}

/** Whole units only, rounded down: money moved between the treasury and the pool moves in round amounts. */
export function wholeUnitsDown(asset: AssetSymbol, amount: bigint): bigint {
  const unit = pow10(assets[asset].decimals);
  return amount > 0n ? (amount / unit) * unit : 0n;
}
