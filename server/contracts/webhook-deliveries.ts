import { createdRange, isoTimestamp, pagination, rangeInOrder } from "./common";
import { webhookEventSchema } from "./webhooks";
import { z } from "./zod";

export const listDeliveriesQuery = z
  .object({
    ...pagination,
    statusCode: z.coerce
      .number()
      .int()
      .min(100)
      .max(599)
      .optional()
      .openapi({ description: "Only deliveries whose last attempt got this HTTP status", example: 503 }),
    eventType: z
      .union([webhookEventSchema, z.literal("webhook.test")])
      .optional()
      .openapi({ description: "Only deliveries of this event type" }),
    ...createdRange,
  })
  .strict()
  .refine(rangeInOrder, { message: "from must be before to", path: ["to"] });

export type DeliveryFilter = z.infer<typeof listDeliveriesQuery>;

export const attemptSchema = z
  .object({
    attempt: z.number().int(),
    manual: z.boolean(),
    startedAt: isoTimestamp,
    durationMs: z.number().int(),
    statusCode: z.number().int().nullable().openapi({ description: "HTTP status the endpoint answered, if any" }),
    responseExcerpt: z.string().nullable().openapi({ description: "The first 2 KB of the endpoint's answer" }),
    error: z.string().nullable().openapi({ description: "Why no answer came (timeout, refused, blocked address)" }),
    nextRetryAt: isoTimestamp.nullable(),
  })
  .openapi("DeliveryAttempt");

export const deliverySchema = z
  .object({
    deliveryId: z.string(),
    eventId: z.string().openapi({ description: "Also sent as the webhook-id header: dedupe on it" }),
    eventType: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attemptCount: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    nextAttemptAt: isoTimestamp.nullable(),
    createdAt: isoTimestamp,
    deliveredAt: isoTimestamp.nullable(),
    attempts: z.array(attemptSchema),
  })
  .openapi("WebhookDelivery");

export const deliveryListSchema = z
  .object({ deliveries: z.array(deliverySchema), total: z.number().int(), hasMore: z.boolean() })
  .openapi("WebhookDeliveryList");

export const retryAcceptedSchema = z
  .object({ deliveryId: z.string(), status: z.literal("retrying") })
  .openapi("DeliveryRetryAccepted");

export const testEventAcceptedSchema = z
  .object({ webhookId: z.string(), eventId: z.string(), type: z.literal("webhook.test") })
  .openapi("TestEventAccepted");

export const rotateSecretBody = z
  .object({
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, "secret must be whsec_ followed by base64 of 24 to 64 random bytes")
      .optional(),
  })
  .strict()
  .openapi("RotateWebhookSecretRequest");

export const rotatedSecretSchema = z
  .object({
    webhookId: z.string(),
    secret: z.string().openapi({ description: "The new signing secret. Returned only here." }),
    previousSecretExpiresAt: isoTimestamp.openapi({ description: "Until then deliveries carry both signatures" }),
  })
  .openapi("RotatedWebhookSecret");
