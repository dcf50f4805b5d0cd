"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Webhook = Schemas["Webhook"];
export type WebhookEvent = Schemas["WebhookEvent"];
export type Delivery = Schemas["WebhookDelivery"];
export type DeliveryAttempt = Schemas["DeliveryAttempt"];

export const deliveriesPageSize = 20;

/** The delivery log's filters (GET /v1/webhooks/{id}/deliveries query parameters). */
export type DeliveryFilter = {
  statusCode?: number;
  eventType?: WebhookEvent | "webhook.test";
  from?: string;
  to?: string;
};

const keys = {
  all: ["webhooks"] as const,
  one: (webhookId: string) => ["webhooks", webhookId] as const,
  deliveries: (webhookId: string, page: number, filter: DeliveryFilter) =>
    ["webhooks", webhookId, "deliveries", page, filter] as const,
};

const path = (webhookId: string) => ({ params: { path: { webhookId } } });

export function useWebhooks() {
  return useQuery({ queryKey: keys.all, queryFn: () => unwrap(api.GET("/v1/webhooks")) });
}

export function useWebhook(webhookId: string) {
  return useQuery({
    queryKey: keys.one(webhookId),
    queryFn: () => unwrap(api.GET("/v1/webhooks/{webhookId}", path(webhookId))),
  });
}

/** The delivery log, newest first; refreshed while deliveries are still being attempted. */
export function useDeliveries(webhookId: string, page: number, filter: DeliveryFilter = {}) {
  return useQuery({
    queryKey: keys.deliveries(webhookId, page, filter),
    queryFn: () =>
      unwrap(
        api.GET("/v1/webhooks/{webhookId}/deliveries", {
          params: {
            path: { webhookId },
            query: { ...filter, limit: deliveriesPageSize, offset: page * deliveriesPageSize },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === "pending") ? 2_000 : 10_000,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    // One key per submitted form: a double click or a retried request creates one webhook.
    mutationFn: (input: { body: Schemas["CreateWebhookRequest"]; idempotencyKey: string }) =>
      unwrap(api.POST("/v1/webhooks", { body: input.body, headers: { "idempotency-key": input.idempotencyKey } })),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhook(webhookId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Schemas["UpdateWebhookRequest"]) =>
      unwrap(api.PUT("/v1/webhooks/{webhookId}", { ...path(webhookId), body })),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhook(webhookId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/webhooks/{webhookId}", path(webhookId))),
    onSuccess: invalidate,
  });
}

export function useSendTestEvent(webhookId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/v1/webhooks/{webhookId}/test", path(webhookId))),
    onSuccess: invalidate,
  });
}

export function useRotateSecret(webhookId: string) {
  return useMutation({
    mutationFn: () => unwrap(api.POST("/v1/webhooks/{webhookId}/rotate-secret", { ...path(webhookId), body: {} })),
  });
}

export function useRetryDelivery(webhookId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST("/v1/webhooks/{webhookId}/deliveries/{deliveryId}/retry", {
          params: { path: { webhookId, deliveryId } },
        }),
      ),
    onSuccess: invalidate,
  });
}
