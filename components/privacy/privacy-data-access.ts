"use client";

import { useQuery } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type PrivacyReceipt = Schemas["PrivacyReceipt"];
export type PrivacyAsk = { asset: Schemas["AssetSymbol"]; amount: string; source: Schemas["PrivateSource"] };

/** The receipt a private payment of `amount` would have if sent now; asked again while the page is open. */
export function usePrivacyEstimate(ask: PrivacyAsk | undefined) {
  return useQuery({
    queryKey: ["privacy-estimate", ask],
    queryFn: () => unwrap(api.GET("/v1/privacy/estimate", { params: { query: ask! } })),
    enabled: ask !== undefined,
    refetchInterval: 15_000,
  });
}
