"use client";

import { useQuery } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import type { OverviewRange } from "./overview-range";

export type Stats = Schemas["Stats"];

/** The window's figures (GET /v1/stats), refreshed every 15 s while the page is open. */
export function useStats(range: OverviewRange) {
  const query = { from: range.from, to: range.to };
  return useQuery({
    queryKey: ["stats", query],
    queryFn: () => unwrap(api.GET("/v1/stats", { params: { query } })),
    refetchInterval: 15_000,
  });
}

export function useRecentTransactions() {
  return useQuery({
    queryKey: ["transactions", { recent: true }],
    queryFn: () => unwrap(api.GET("/v1/transactions", { params: { query: { limit: 8 } } })),
    refetchInterval: 15_000,
  });
}
