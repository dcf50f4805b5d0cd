"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import { apiQueryOf, type TransactionFilters } from "./transaction-filters";

export type TransactionSummary = Schemas["TransactionSummary"];
export type TransactionDetail = Schemas["TransactionDetail"];
export type TransactionDelivery = Schemas["TransactionWebhookDelivery"];

const finished = new Set(["completed", "failed", "cancelled"]);

/** Whether a transaction has reached a status it never leaves. */
export const isFinished = (status: string) => finished.has(status);

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useTransactions(filters: TransactionFilters) {
  const query = apiQueryOf(filters);
  return useQuery({
    queryKey: ["transactions", query],
    queryFn: () => unwrap(api.GET("/v1/transactions", { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A transaction, followed every `pollMs` until it is finished; nothing is asked until there is an id. */
export function useTransaction(transactionId: string | undefined, { pollMs = 3_000 }: { pollMs?: number } = {}) {
  return useQuery({
    queryKey: ["transaction", transactionId],
    queryFn: () =>
      unwrap(api.GET("/v1/transactions/{transactionId}", { params: { path: { transactionId: transactionId ?? "" } } })),
    enabled: Boolean(transactionId),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : pollMs),
  });
}

export function useTransactionDeliveries(transactionId: string) {
  return useQuery({
    queryKey: ["transaction", transactionId, "deliveries"],
    queryFn: () =>
      unwrap(api.GET("/v1/transactions/{transactionId}/deliveries", { params: { path: { transactionId } } })),
    refetchInterval: 5_000,
  });
}

export function useCancelTransaction(transactionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/transactions/{transactionId}", { params: { path: { transactionId } } })),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["transaction", transactionId] }),
        client.invalidateQueries({ queryKey: ["transactions"] }),
      ]),
  });
}
