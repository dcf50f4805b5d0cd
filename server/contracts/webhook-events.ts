import { approvalSchema } from "./approvals";
import { decimalString, isoTimestamp } from "./common";
import { paymentRequestSchema } from "./payment-requests";
import { privacyReceiptSchema } from "./privacy";
import { scheduleRunEventSchema } from "./schedules";
import { assetSymbolSchema } from "./tokens";
import { transactionSummarySchema } from "./transactions";
import type { WebhookEventName } from "./webhooks";
import { z } from "./zod";

/** The `data` of every transaction.* event: the transaction as listed, and what the status change adds. */
export const transactionEventDataSchema = z
  .object({
    ...transactionSummarySchema.shape,
    blockTime: z.number().int().optional().openapi({ description: "Unix seconds of the block, once it landed" }),
    failure: z
      .object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() })
      .optional()
      .openapi({ description: "transaction.failed: why" }),
    cancelledAt: isoTimestamp.optional().openapi({ description: "transaction.cancelled: when" }),
    privacy: privacyReceiptSchema
      .optional()
      .openapi({ description: "transaction.completed of a private payment: its privacy receipt (docs/privacy.md)" }),
  })
  .openapi("TransactionEventData");

export const webhookDisabledDataSchema = z
  .object({
    webhookId: z.string().openapi({ description: "The webhook that was disabled (not the one receiving this)" }),
    url: z.string(),
    reason: z.string(),
    disabledAt: isoTimestamp,
  })
  .openapi("WebhookDisabledData");

export const privateBalanceCreditedDataSchema = z
  .object({
    topUpId: z.string().openapi({ description: "The top-up (its transaction id)" }),
    asset: assetSymbolSchema,
    amount: decimalString.openapi({ description: "What `available` grew by" }),
    available: decimalString.openapi({ description: "`available` in this asset right after the credit" }),
    entryId: z.string().openapi({ description: "The entry of GET /v1/private-balance/entries" }),
  })
  .openapi("PrivateBalanceCreditedData");

export const webhookTestDataSchema = z
  .object({ webhookId: z.string(), message: z.string() })
  .openapi("WebhookTestData");

/** Every event the service sends, what it means and the schema of its `data`: GET /v1/event-types. */
export const eventCatalog: Record<WebhookEventName | "webhook.test", { description: string; data: z.ZodType }> = {
  "transaction.pending": {
    description: "A wallet transaction was broadcast, not yet confirmed",
    data: transactionEventDataSchema,
  },
  "transaction.processing": {
    description:
      "A private transaction is waiting for its deposit or being routed; a payment request's deposit (an attempt until paid) sends it only once its payer's deposit arrived, and nothing before",
    data: transactionEventDataSchema,
  },
  "transaction.confirmed": { description: "Confirmed by the cluster", data: transactionEventDataSchema },
  "transaction.completed": {
    description: "Finalized (private: every recipient paid)",
    data: transactionEventDataSchema,
  },
  "transaction.failed": { description: "Failed; `failure` says why", data: transactionEventDataSchema },
  "transaction.cancelled": { description: "Cancelled before it moved money", data: transactionEventDataSchema },
  "webhook.disabled": {
    description:
      "Another webhook of the account was disabled (its endpoint failed every attempt for 5 days, or answered 410)",
    data: webhookDisabledDataSchema,
  },
  "payment_request.paid": {
    description:
      "A payment request was paid (once): `transactionId` is the transaction that paid it (wallet mode: also `payer` and `signature`)",
    data: paymentRequestSchema,
  },
  "payment_request.expired": {
    description: "A payment request reached its expiresAt unpaid; it takes no payment any more",
    data: paymentRequestSchema,
  },
  "private_balance.credited": {
    description:
      "A top-up's deposit is final and swept into the pool: `available` grew by exactly its `amount` (the deposit's fee aside)",
    data: privateBalanceCreditedDataSchema,
  },
  "approval.requested": {
    description:
      "A policy held a payment for approval (private: the transaction is pending, with no deposit address and no debit; wallet: prepare answered 409 APPROVAL_REQUIRED)",
    data: approvalSchema,
  },
  "approval.decided": {
    description:
      "An approval ended: approved by its required approvers, rejected, or expired; `decisions` says who decided what",
    data: approvalSchema,
  },
  "schedule.run": {
    description:
      "A schedule's due time was run: `run.outcome` says whether it made its payment (`transactionId`), holds it for approval, waits for the sender's wallet (wallet mode: ready_to_sign), was skipped, refused (`run.error`) or cancelled",
    data: scheduleRunEventSchema,
  },
  "webhook.test": {
    description: "Sent on request (POST /v1/webhooks/{webhookId}/test) to that webhook only; not subscribable",
    data: webhookTestDataSchema,
  },
};

export const eventTypeSchema = z
  .object({
    type: z.string().openapi({ example: "transaction.completed" }),
    description: z.string(),
    subscribable: z.boolean().openapi({ description: "Whether a webhook can list it in its events" }),
    schema: z.record(z.string(), z.unknown()).openapi({
      description: "JSON Schema (2020-12, as in the OpenAPI document) of the message body: { type, timestamp, data }",
    }),
  })
  .openapi("EventType");

export const eventTypeListSchema = z.object({ eventTypes: z.array(eventTypeSchema) }).openapi("EventTypeList");
