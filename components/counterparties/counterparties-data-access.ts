"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Counterparty = Schemas["Counterparty"];

const allCounterparties = ["counterparties"] as const;
const pageSize = 100;
const path = (counterpartyId: string) => ({ params: { path: { counterpartyId } } });

/** The address book, oldest first, a page of 100 at a time. */
export function useCounterparties() {
  return useInfiniteQuery({
    queryKey: allCounterparties,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET("/v1/counterparties", { params: { query: { limit: pageSize, startingAfter: pageParam } } })),
    getNextPageParam: (page) => (page.hasMore ? page.counterparties.at(-1)?.counterpartyId : undefined),
  });
}

/**
 * The address book's entry of one address, or null when it has none; not asked until `address` is a ledger address
 * (the caller checks), so typing asks nothing.
 */
export function useCounterpartyAt(address: string | undefined) {
  return useQuery({
    queryKey: [...allCounterparties, "at", address],
    enabled: address !== undefined,
    staleTime: 30_000,
    queryFn: async () =>
      (await unwrap(api.GET("/v1/counterparties", { params: { query: { address: address ?? "", limit: 1 } } })))
        .counterparties[0] ?? null,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allCounterparties });
}

export function useAddCounterparty() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Schemas["CreateCounterpartyRequest"]) => unwrap(api.POST("/v1/counterparties", { body })),
    onSuccess: invalidate,
  });
}

export function useDeleteCounterparty(counterpartyId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/counterparties/{counterpartyId}", path(counterpartyId))),
    onSuccess: invalidate,
  });
}
