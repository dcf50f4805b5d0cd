"use client";

import { useQuery } from "@tanstack/react-query";

export type ClientConfig = { rpcUrl: string; embeddedDevnet: boolean };

/** The ledger endpoint the browser wallet talks to, and whether the embedded devnet (faucet, burner) is on. */
export function useConfig() {
  return useQuery({
    queryKey: ["config"],
    queryFn: async () => (await (await fetch("/api/config")).json()) as ClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
