import { z } from "zod";

/** Every event the service sends, with its payload schema: functions parse their payload with the same schema. */
export const eventSchemas = {
  /** Deliver a webhook's new deliveries (first attempts): the dispatcher of one generation. */
  "webhook/dispatch.requested": z.object({
    webhookId: z.string(),
    generation: z.number().int().positive(),
    /** The webhook's account: the dispatchers' concurrency key (optional: events sent before it are not limited). */
    accountId: z.string().optional(),
  }),
  /**
   * Attempts of one delivery from `fromAttempt` on, the first of them not before `notBefore` (the retries a
   * dispatcher hands over); `manual`: a single attempt asked for by the API.
   */
  "webhook/delivery.requested": z.object({
    deliveryId: z.string(),
    manual: z.boolean().optional(),
    fromAttempt: z.number().int().min(1).optional(),
    notBefore: z.iso.datetime().optional(),
    /** The webhook's account: the delivery runs' concurrency key (optional, as for dispatch). */
    accountId: z.string().optional(),
  }),
  /** Re-send the events of a recovery's window to its webhook (services/webhooks/recover-webhook.ts). */
  "webhook/recovery.requested": z.object({ recoveryId: z.string(), accountId: z.string() }),
  /** Publish outbox events a crash left behind now, instead of at the next scheduled sweep. */
  "outbox/sweep.requested": z.object({ graceMs: z.number().int().min(0).optional() }),
  /** A transaction to follow on chain until it is final. */
  "transaction/broadcast": z.object({ transactionId: z.string() }),
  /** One generation of the deposit watcher, which reads every watched deposit account each slot. */
  "deposits/watch.requested": z.object({ generation: z.number().int().positive() }),
  /** One generation of the payout epochs, which pay every due private leg in shared ledger transactions. */
  "payouts/epochs.requested": z.object({ generation: z.number().int().positive() }),
  /** A private transaction's deposit is final and complete: route it to its recipients. */
  "transaction/deposit.funded": z.object({ transactionId: z.string() }),
  /** Give back what sits in a deposit account (wrong asset, late, after a cancel or an expiry): its `refund`th refund. */
  "deposit/refund.requested": z.object({ address: z.string(), refund: z.number().int().positive() }),
  /** Add the recipients a completed wallet payroll paid to its account's lookup tables (creating tables as needed). */
  "lookup-tables/extend.requested": z.object({ accountId: z.string(), transactionId: z.string() }),
  /** Expire one payment request at its time, unless it was paid or cancelled first. */
  "payment-request/expiry.requested": z.object({ paymentRequestId: z.string(), expiresAt: z.iso.datetime() }),
  /**
   * A payment request's deposit (a private transaction) completed: the request is paid by it and the deposits other
   * payers were given are cancelled (services/payment-requests/settle-payment-request.ts).
   */
  "payment-request/settle.requested": z.object({ transactionId: z.string() }),
  /** Look for one payment request's payment for a few minutes: a wallet was just given its transaction. */
  "payment-request/watch.requested": z.object({ paymentRequestId: z.string() }),
  /** Audit an address-book entry's activation at its `activeAt`, unless its address changed or it was deleted. */
  "counterparty/activation.requested": z.object({ counterpartyId: z.string(), activeAt: z.iso.datetime() }),
  /** Expire one approval at its time, unless decided first (a private payment it holds is then cancelled). */
  "approval/expiry.requested": z.object({ approvalId: z.string(), expiresAt: z.iso.datetime() }),
  /** Make the payment of one schedule's claimed due time (services/schedules/run-schedule.ts). */
  "schedule/run.requested": z.object({ scheduleId: z.string(), dueAt: z.iso.datetime() }),
  /** Health check of the background machinery. */
  "system/ping": z.object({ note: z.string().optional() }),
} as const;

/**
 * Ids of the events the service sends. Inngest (and the local executor) start one run per id, so an event sent
 * again under the same id, by a retry or by the outbox sweep after a crash, is the same run.
 */
export const eventIds = {
  /** Follow one wallet transaction on chain. */
  trackConfirmation: (transactionId: string) => `confirm:${transactionId}`,
  /** One generation of a webhook's dispatcher. */
  dispatch: (webhookId: string, generation: number) => `dispatch:${webhookId}:${generation}`,
  /** The retries of a delivery whose first attempt failed in a dispatcher round. */
  retry: (deliveryId: string, fromAttempt: number) => `retry:${deliveryId}:${fromAttempt}`,
  /** The run of one recovery. */
  recovery: (recoveryId: string) => `recover:${recoveryId}`,
  /** The retries of a delivery whose recovery attempt failed: one run per recovery and delivery. */
  recoveryRetry: (recoveryId: string, deliveryId: string) => `recover:${recoveryId}:${deliveryId}`,
  /** A manual attempt asked for through the API: each request is its own attempt. */
  manual: (deliveryId: string, requestId: string) => `manual:${deliveryId}:${requestId}`,
  /** One generation of the deposit watcher. */
  watchDeposits: (generation: number) => `watch-deposits:${generation}`,
  /** One generation of the payout epochs. */
  payOutEpochs: (generation: number) => `payout-epochs:${generation}`,
  /** The routing of one private transaction (`again`: a new run for one that stalled). */
  route: (transactionId: string, again?: string) => `route:${transactionId}${again ? `:again:${again}` : ""}`,
  /** One refund of a deposit account (`again`: a new run for one that stalled). */
  refund: (address: string, refund: number, again?: string) =>
    `refund:${address}:${refund}${again ? `:again:${again}` : ""}`,
  /** The lookup-table upkeep after one completed payroll. */
  extendLookupTables: (transactionId: string) => `lookup-tables:${transactionId}`,
  /** The expiry of one payment request. */
  expirePaymentRequest: (paymentRequestId: string) => `expire-payment-request:${paymentRequestId}`,
  /** The settling of a payment request by the deposit that completed: one per deposit. */
  settlePaymentRequest: (transactionId: string) => `settle-payment-request:${transactionId}`,
  /** A few minutes' watch of one payment request: at most one started per request and minute (`minute`). */
  watchPaymentRequest: (paymentRequestId: string, minute: number) =>
    `watch-payment-request:${paymentRequestId}:${minute}`,
  /** The activation of an address-book entry at one `activeAt` (a changed address waits for a new one). */
  activateCounterparty: (counterpartyId: string, activeAt: Date) =>
    `activate-counterparty:${counterpartyId}:${activeAt.getTime()}`,
  /** The expiry of one approval. */
  expireApproval: (approvalId: string) => `expire-approval:${approvalId}`,
  /** The run of one schedule's due time (schedule_runs' primary key is the same pair); `again`: one that stalled. */
  runSchedule: (scheduleId: string, dueAt: Date, again?: string) =>
    `run-schedule:${scheduleId}:${dueAt.getTime()}${again ? `:again:${again}` : ""}`,
  /** Inngest's failure event of a run (emitted by the local executor). */
  runFailed: (runId: string) => `failed:${runId}`,
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventData<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

export type OutgoingEvent<N extends EventName> = { name: N; data: EventData<N>; id?: string };

/**
 * The event that starts a generation of a webhook's dispatcher; its id makes every repeat of it the one run. The
 * webhook's account is the dispatchers' concurrency key.
 */
export function dispatchRequested(
  request: { webhookId: string; generation: number },
  accountId: string | undefined,
): OutgoingEvent<"webhook/dispatch.requested"> & { id: string } {
  return {
    name: "webhook/dispatch.requested",
    id: eventIds.dispatch(request.webhookId, request.generation),
    data: { webhookId: request.webhookId, generation: request.generation, accountId },
  };
}

/** The payload of an event a function received, checked against its schema. */
export function eventPayload<N extends EventName>(name: N, data: unknown): EventData<N> {
  return eventSchemas[name].parse(data) as EventData<N>;
}
