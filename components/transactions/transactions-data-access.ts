"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import { apiQueryOf, type TransactionFilters } from "./transaction-filters";

export type TransactionSummary = Schemas["TransactionSummary"];
export type TransactionDetail = Schemas["TransactionDetail"];
export type TransactionDelivery = Schemas["TransactionWebhookDelivery"];

const finished = new Set(["completed", "failed", "cancelled"]);

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useTransactions(filters: TransactionFilters) {
  const query = apiQueryOf(filters);
  return useQuery({
    queryKey: ["transactions", query],
    queryFn: () => unwrap(api.GET("/v1/transactions", { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** A transaction, followed every 3 s until it is finished. */
export function useTransaction(transactionId: string) {
  return useQuery({
    queryKey: ["transaction", transactionId],
    queryFn: () => unwrap(api.GET("/v1/transactions/{transactionId}", { params: { path: { transactionId } } })),
    refetchInterval: (query) => (query.state.data && finished.has(query.state.data.status) ? false : 3_000),
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
