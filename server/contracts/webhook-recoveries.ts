import { boundedInstant as instant, isoTimestamp } from "./common";
import { z } from "./zod";

export const recoverWebhookBody = z
  .object({
    since: instant("Re-send the events created at or after this instant"),
    until: instant("... and before this one (default: now)").optional(),
  })
  .strict()
  .openapi("RecoverWebhookRequest");

export const recoverySchema = z
  .object({
    recoveryId: z.string(),
    webhookId: z.string(),
    since: isoTimestamp,
    until: isoTimestamp,
    status: z
      .enum(["running", "completed", "failed"])
      .openapi({ description: "failed: the run gave up (see the logs); what it sent stays sent, recover again" }),
    total: z.number().int().openapi({ description: "Events of the window the webhook subscribes to" }),
    sent: z.number().int().openapi({ description: "Events sent again so far (first attempt made)" }),
    delivered: z.number().int().openapi({ description: "Of those, delivered at the first attempt" }),
    skipped: z
      .number()
      .int()
      .openapi({ description: "Events whose delivery was still pending (already on its way): not sent twice" }),
    createdAt: isoTimestamp,
    completedAt: isoTimestamp.nullable(),
  })
  .openapi("WebhookRecovery");

export type RecoveryView = z.infer<typeof recoverySchema>;
