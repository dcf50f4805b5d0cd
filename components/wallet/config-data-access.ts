"use client";

import { useQuery } from "@tanstack/react-query";
import type { BrowserConfig } from "@/server/contracts/browser-config";

/** The ledger endpoint the browser wallet talks to, and whether the embedded devnet (faucet, burner) is on. */
export function useConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: async () => (await (await fetch("/api/config")).json()) as BrowserConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
