"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type PaymentRequest = Schemas["PaymentRequest"];
export type PaymentRequestStatus = Schemas["PaymentRequestStatus"];
export type CreatePaymentRequest = Schemas["CreatePaymentRequest"];
export type PaymentRequestAttempts = NonNullable<Schemas["PaymentRequestDetail"]["attempts"]>;

export const pageSize = 20;
const keys = { all: ["payment-requests"] as const };

/** One page, newest first; asked again while any shown request is still open (a payer may pay it any moment). */
export function usePaymentRequests(status: PaymentRequestStatus | undefined, startingAfter: string | undefined) {
  return useQuery({
    queryKey: [...keys.all, status ?? "all", startingAfter ?? ""],
    queryFn: () =>
      unwrap(api.GET("/v1/payment-requests", { params: { query: { status, startingAfter, limit: pageSize } } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.paymentRequests.some((request) => request.status === "open") ? 5_000 : false,
  });
}

/** One request with its attempts (private mode); asked again while any attempt still waits for its deposit. */
export function usePaymentRequest(paymentRequestId: string) {
  return useQuery({
    queryKey: [...keys.all, "one", paymentRequestId],
    queryFn: () =>
      unwrap(api.GET("/v1/payment-requests/{paymentRequestId}", { params: { path: { paymentRequestId } } })),
    refetchInterval: (query) => ((query.state.data?.attempts?.open ?? 0) > 0 ? 5_000 : false),
  });
}

export function useCreatePaymentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreatePaymentRequest; idempotencyKey: string }) =>
      unwrap(
        api.POST("/v1/payment-requests", { body: input.body, headers: { "idempotency-key": input.idempotencyKey } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCancelPaymentRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentRequestId: string) =>
      unwrap(api.DELETE("/v1/payment-requests/{paymentRequestId}", { params: { path: { paymentRequestId } } })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
