"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Asset = Schemas["AssetSymbol"];
export type Balances = Schemas["Balance"];

const decimalsOf: Record<Asset, number> = { SOL: 9, USDC: 6, USDT: 6 };

/** A decimal amount in base units, exactly: money never goes through a float. */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt((whole || "0") + fraction.padEnd(decimals, "0").slice(0, decimals));
}

export function useBalances(address: string | undefined) {
  return useQuery({
    queryKey: ["balances", address],
    queryFn: () => unwrap(api.GET("/v1/balances/{address}", { params: { path: { address: address ?? "" } } })),
    enabled: Boolean(address),
    refetchInterval: 3_000,
  });
}

export function useFaucet(address: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { asset: Asset; amount: string }) =>
      unwrap(api.POST("/v1/faucet", { body: { address: address ?? "", ...input } })),
    onSuccess: () => setTimeout(() => client.invalidateQueries({ queryKey: ["balances", address] }), 800),
  });
}

/** What the wallet holds of an asset, as a decimal string ("0" without a token account). */
export function heldOf(balances: Balances, asset: Asset): string {
  if (asset === "SOL") return balances.sol;
  return balances.tokens.find((t) => t.symbol === asset)?.balance ?? "0";
}

export type Shortfall = { asset: Asset; needed: string; held: string };

/**
 * The assets the wallet holds less of than `needs` (decimal strings per asset), checked in the browser before the
 * wallet is asked to sign; the service checks again at prepare (INSUFFICIENT_BALANCE).
 */
export function shortfalls(balances: Balances | undefined, needs: Partial<Record<Asset, string>>): Shortfall[] {
  if (!balances) return [];
  return (Object.entries(needs) as [Asset, string][])
    .filter(
      ([asset, needed]) => toUnits(heldOf(balances, asset), decimalsOf[asset]) < toUnits(needed, decimalsOf[asset]),
    )
    .map(([asset, needed]) => ({ asset, needed, held: heldOf(balances, asset) }));
}

/** Adds decimal amounts of one asset exactly. */
export function addAmounts(asset: Asset, ...amounts: string[]): string {
  const decimals = decimalsOf[asset];
  const units = amounts
    .reduce((sum, a) => sum + toUnits(a, decimals), 0n)
    .toString()
    .padStart(decimals + 1, "0");
  const whole = units.slice(0, units.length - decimals);
  const fraction = units.slice(units.length - decimals).replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}
