import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import {
  deliveryListSchema,
  listDeliveriesQuery,
  retryAcceptedSchema,
  rotatedSecretSchema,
  rotateSecretBody,
  testEventAcceptedSchema,
} from "./webhook-deliveries";
import { eventTypeListSchema } from "./webhook-events";
import { recoverWebhookBody, recoverySchema } from "./webhook-recoveries";
import {
  createdWebhookSchema,
  createWebhookBody,
  deletedWebhookSchema,
  updateWebhookBody,
  webhookListSchema,
  webhookSchema,
} from "./webhooks";
import { z } from "./zod";

/** Webhooks, their deliveries, test events and secret rotation. */
export function registerWebhookOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks",
    operationId: "createWebhook",
    tag: "Webhooks",
    summary: "Register a webhook",
    description: "The signing secret is returned by this call only.",
    permission: "write",
    idempotent: true,
    request: { body: json(createWebhookBody) },
    success: { status: 201, description: "The webhook, with its secret", schema: createdWebhookSchema },
    errors: ["INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks",
    operationId: "listWebhooks",
    tag: "Webhooks",
    summary: "List webhooks",
    permission: "read",
    success: { status: 200, description: "The account's webhooks", schema: webhookListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks/{webhookId}",
    operationId: "getWebhook",
    tag: "Webhooks",
    summary: "Get a webhook",
    permission: "read",
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 200, description: "The webhook", schema: webhookSchema },
    errors: ["WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "put",
    path: "/v1/webhooks/{webhookId}",
    operationId: "updateWebhook",
    tag: "Webhooks",
    summary: "Update a webhook",
    description:
      "Changing the URL re-enables a webhook that failing deliveries disabled; `enabled: false` pauses deliveries and `enabled: true` resumes them.",
    permission: "write",
    request: { params: idParam("webhookId", "wh_9Tz1"), body: json(updateWebhookBody) },
    success: {
      status: 200,
      description: "The updated webhook",
      schema: webhookSchema.pick({ webhookId: true, url: true, events: true, enabled: true, updatedAt: true }),
    },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/webhooks/{webhookId}",
    operationId: "deleteWebhook",
    tag: "Webhooks",
    summary: "Delete a webhook",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 200, description: "Deleted", schema: deletedWebhookSchema },
    errors: ["WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks/{webhookId}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "Webhooks",
    summary: "List a webhook's deliveries",
    description:
      "The delivery log, newest first: every attempt with its status code, duration and the start of the answer.",
    permission: "read",
    request: { params: idParam("webhookId", "wh_9Tz1"), query: listDeliveriesQuery },
    success: { status: 200, description: "A page of deliveries", schema: deliveryListSchema },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/deliveries/{deliveryId}/retry",
    operationId: "retryWebhookDelivery",
    tag: "Webhooks",
    summary: "Retry a delivery now",
    description: "One more attempt at once, whatever the delivery's state. The result appears in the delivery log.",
    permission: "write",
    idempotent: true,
    request: {
      params: z.object({
        webhookId: z.string().openapi({ example: "wh_9Tz1" }),
        deliveryId: z.string().openapi({ example: "dlv_2Hk" }),
      }),
    },
    success: { status: 202, description: "The attempt is queued", schema: retryAcceptedSchema },
    errors: ["WEBHOOK_NOT_FOUND", "NOT_FOUND", "INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/test",
    operationId: "sendWebhookTestEvent",
    tag: "Webhooks",
    summary: "Send a test event",
    description: "Delivers a `webhook.test` event to this webhook through the same path as real events.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1") },
    success: { status: 202, description: "The test event is queued", schema: testEventAcceptedSchema },
    errors: ["WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/rotate-secret",
    operationId: "rotateWebhookSecret",
    tag: "Webhooks",
    summary: "Rotate a webhook's signing secret",
    description:
      "Returns the new secret once. For 24 hours deliveries carry signatures with both the old and the new secret.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1"), body: { ...json(rotateSecretBody), required: false } },
    success: { status: 200, description: "The new secret", schema: rotatedSecretSchema },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/webhooks/{webhookId}/recover",
    operationId: "recoverWebhook",
    tag: "Webhooks",
    summary: "Re-send a window of events",
    description:
      "Re-sends every event created in [since, until) that the webhook subscribes to, those that came while it was disabled included, as a background run; follow it with getWebhookRecovery. At least once: an event may arrive twice, dedupe on webhook-id. The window is at most 30 days back; a running recovery of an overlapping window answers 409.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("webhookId", "wh_9Tz1"), body: json(recoverWebhookBody) },
    success: { status: 202, description: "The recovery is running", schema: recoverySchema },
    errors: ["INVALID_REQUEST", "WEBHOOK_NOT_FOUND", "RECOVERY_IN_PROGRESS", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/webhooks/{webhookId}/recoveries/{recoveryId}",
    operationId: "getWebhookRecovery",
    tag: "Webhooks",
    summary: "A recovery and its progress",
    permission: "read",
    request: {
      params: z.object({
        webhookId: z.string().openapi({ example: "wh_9Tz1" }),
        recoveryId: z.string().openapi({ example: "rcv_4Fq" }),
      }),
    },
    success: { status: 200, description: "The recovery", schema: recoverySchema },
    errors: ["WEBHOOK_NOT_FOUND", "NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/event-types",
    operationId: "listEventTypes",
    tag: "Webhooks",
    summary: "Every event type and the schema of its message",
    description:
      "Each event a webhook can receive, what it means, and the JSON Schema of the body delivered (generated from the same zod contracts as this document).",
    permission: "read",
    success: { status: 200, description: "The event types", schema: eventTypeListSchema },
    errors: [],
  });
}
