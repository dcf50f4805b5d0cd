import { type AssetSymbol, assetSymbols, assets } from "../../assets";
import type { DbOrTx } from "../../db/client";
import { depositLegsOwed, ledgerBookTotals, paidLegsInFlight } from "../../db/queries/private-balance";
import { formatAmount } from "../../money";
import type { Finding } from "./finding";

/**
 * What the pool owes, per asset: every account's `available`, what was debited and not yet paid out, and the legs of
 * deposit-funded payments swept into it and not yet paid (their recipients' money, not the balances').
 */
export async function poolOwes(db: DbOrTx): Promise<Record<AssetSymbol, bigint>> {
  const totals = await ledgerBookTotals(db);
  const paid = await paidLegsInFlight(db);
  const legs = await depositLegsOwed(db);
  const owes = Object.fromEntries(assetSymbols.map((a) => [a, 0n])) as Record<AssetSymbol, bigint>;
  for (const t of totals) if (t.book === "available" || t.book === "in_flight") owes[t.asset] += t.total;
  for (const p of paid) owes[p.asset] -= p.total;
  for (const l of legs) owes[l.asset] += l.total;
  return owes;
}

/**
 * Solvency of the private balance: the pool holds (read on the chain, `pool`, base units per asset) at least what it
 * owes (poolOwes): every account's available balance, what is in flight (debited, not yet paid out) and what
 * deposit-funded payments swept into it still have to pay, so their money cannot mask an unbacked balance. `pending`
 * is not owed by the pool yet: its deposit has not been swept into it. A shortfall is a finding naming the gap.
 */
export async function checkSolvency(db: DbOrTx, pool: Record<string, string>): Promise<Finding[]> {
  const owes = await poolOwes(db);
  const findings: Finding[] = [];
  for (const asset of assetSymbols) {
    const held = BigInt(pool[asset] ?? "0");
    if (held >= owes[asset]) continue;
    const { decimals } = assets[asset];
    findings.push({
      check: `pool ${asset} holds every private balance and what is in flight (gap ${formatAmount(owes[asset] - held, decimals)} ${asset})`,
      expected: `at least ${owes[asset]}`,
      found: held.toString(),
    });
  }
  return findings;
}
