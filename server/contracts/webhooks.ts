import { isoTimestamp } from "./common";
import { z } from "./zod";

export const webhookEventNames = [
  "transaction.pending",
  "transaction.confirmed",
  "transaction.completed",
  "transaction.failed",
  "transaction.processing",
  "transaction.cancelled",
  "webhook.disabled",
  "payment_request.paid",
  "payment_request.expired",
  "private_balance.credited",
  "approval.requested",
  "approval.decided",
  "schedule.run",
] as const;

export type WebhookEventName = (typeof webhookEventNames)[number];

export const webhookEventSchema = z.enum(webhookEventNames).openapi("WebhookEvent");

const eventList = z
  .array(webhookEventSchema)
  .min(1)
  .max(webhookEventNames.length)
  .refine((events) => new Set(events).size === events.length, "events must not repeat");

export const webhookUrl = z
  .string()
  .max(2048)
  .url()
  .openapi({ description: "https URL that receives the deliveries", example: "https://example.com/hooks/payments" });

const secretPattern = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

export const createWebhookBody = z
  .object({
    url: webhookUrl,
    events: eventList,
    secret: z
      .string()
      .regex(secretPattern, "secret must be whsec_ followed by base64 of 24 to 64 random bytes")
      .optional()
      .openapi({ description: "Your signing secret (whsec_ + base64). Generated when absent." }),
  })
  .strict()
  .openapi("CreateWebhookRequest");

export const updateWebhookBody = z
  .object({
    url: webhookUrl.optional(),
    events: eventList.optional(),
    enabled: z.boolean().optional().openapi({
      description: "false pauses deliveries (new events are not sent to it); true resumes them",
    }),
  })
  .strict()
  .refine(
    (body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined,
    "give url, events, enabled or several",
  )
  .openapi("UpdateWebhookRequest");

export const webhookSchema = z
  .object({
    webhookId: z.string(),
    url: z.string(),
    events: z.array(webhookEventSchema),
    enabled: z.boolean(),
    disabledReason: z.string().nullable(),
    createdAt: isoTimestamp,
    updatedAt: isoTimestamp,
  })
  .openapi("Webhook");

export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string().openapi({ description: "The signing secret. Returned only here." }) })
  .openapi("CreatedWebhook");

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) }).openapi("WebhookList");

export const deletedWebhookSchema = z
  .object({ webhookId: z.string(), deleted: z.literal(true) })
  .openapi("DeletedWebhook");

export type WebhookView = z.infer<typeof webhookSchema>;
