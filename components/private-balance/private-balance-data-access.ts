"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type PrivateBalance = Schemas["PrivateBalance"];
export type BalanceEntry = Schemas["PrivateBalanceEntry"];
export type TopUp = Schemas["TopUp"];

const balanceKey = ["private-balance"] as const;
const entriesKey = ["private-balance", "entries"] as const;
const pageSize = 50;

/**
 * What the account holds in the pool, per asset. Asked again every 5 s: a top-up's deposit moves from pending to
 * available within seconds of landing, and the page should show it without a reload.
 */
export function usePrivateBalances() {
  return useQuery({
    queryKey: balanceKey,
    queryFn: () => unwrap(api.GET("/v1/private-balance")),
    refetchInterval: 5_000,
  });
}

/** Every movement, newest first, 50 at a time; the first page follows the balances. */
export function useBalanceEntries() {
  return useInfiniteQuery({
    queryKey: entriesKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/v1/private-balance/entries", { params: { query: { limit: pageSize, startingAfter: pageParam } } }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: 5_000,
  });
}

function useInvalidateBalance() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: balanceKey });
}

/** A fresh deposit address that tops the balance up by exactly `amount` once paid. */
export function useTopUp() {
  const invalidate = useInvalidateBalance();
  return useMutation({
    mutationFn: (body: Schemas["CreateTopUp"]) => unwrap(api.POST("/v1/private-balance/top-ups", { body })),
    onSuccess: invalidate,
  });
}

/** A payment from the balance to one address, paid from the pool after the usual delay. */
export function useWithdraw() {
  const invalidate = useInvalidateBalance();
  return useMutation({
    mutationFn: (body: Schemas["CreateWithdrawal"]) => unwrap(api.POST("/v1/private-balance/withdrawals", { body })),
    onSuccess: invalidate,
  });
}
