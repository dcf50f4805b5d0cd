import { dispatchRequested, eventIds } from "../events/schemas";
import type { JobIntent } from "./record-job";

/**
 * The background work a use case can ask for, as outbox intents: services build them here and record them, and
 * never talk to the executor themselves.
 */
export const jobs = {
  /** Follow a broadcast wallet transaction on chain until it is final. */
  trackConfirmation: (transactionId: string): JobIntent => ({
    name: "transaction/broadcast",
    id: eventIds.trackConfirmation(transactionId),
    data: { transactionId },
  }),
  /** Keep the recipients of a completed wallet payroll in its account's lookup tables. */
  extendLookupTables: (accountId: string, transactionId: string): JobIntent => ({
    name: "lookup-tables/extend.requested",
    id: eventIds.extendLookupTables(transactionId),
    data: { accountId, transactionId },
  }),
  /** One more attempt of a delivery, asked for through the API; `requestTag` makes each request its own. */
  manualDelivery: (deliveryId: string, requestTag: string, accountId: string): JobIntent => ({
    name: "webhook/delivery.requested",
    id: eventIds.manual(deliveryId, requestTag),
    data: { deliveryId, manual: true, accountId },
  }),
  /** The run that re-sends a recovery's window of events. */
  recover: (recoveryId: string, accountId: string): JobIntent => ({
    name: "webhook/recovery.requested",
    id: eventIds.recovery(recoveryId),
    data: { recoveryId, accountId },
  }),
  /** The deposit watcher of this generation. */
  watchDeposits: (generation: number): JobIntent => ({
    name: "deposits/watch.requested",
    id: eventIds.watchDeposits(generation),
    data: { generation },
  }),
  /** The payout epochs of this generation. */
  payOutEpochs: (generation: number): JobIntent => ({
    name: "payouts/epochs.requested",
    id: eventIds.payOutEpochs(generation),
    data: { generation },
  }),
  /** Route a private transaction whose deposit is final. */
  route: (transactionId: string, again?: string): JobIntent => ({
    name: "transaction/deposit.funded",
    id: eventIds.route(transactionId, again),
    data: { transactionId },
  }),
  /** Refund what sits in a deposit account, the `refund`th time. */
  refund: (address: string, refund: number, again?: string): JobIntent => ({
    name: "deposit/refund.requested",
    id: eventIds.refund(address, refund, again),
    data: { address, refund },
  }),
  /** Expire a payment request at its time. */
  expirePaymentRequest: (paymentRequestId: string, expiresAt: Date): JobIntent => ({
    name: "payment-request/expiry.requested",
    id: eventIds.expirePaymentRequest(paymentRequestId),
    data: { paymentRequestId, expiresAt: expiresAt.toISOString() },
  }),
  /** Settle the payment request a completed private transaction was the deposit of. */
  settlePaymentRequest: (transactionId: string): JobIntent => ({
    name: "payment-request/settle.requested",
    id: eventIds.settlePaymentRequest(transactionId),
    data: { transactionId },
  }),
  /** Watch a payment request's reference for a few minutes (one watch a minute at most). */
  watchPaymentRequest: (paymentRequestId: string, now: Date): JobIntent => ({
    name: "payment-request/watch.requested",
    id: eventIds.watchPaymentRequest(paymentRequestId, Math.floor(now.getTime() / 60_000)),
    data: { paymentRequestId },
  }),
  /** Audit an address-book entry's activation once its cooldown has passed. */
  activateCounterparty: (counterpartyId: string, activeAt: Date): JobIntent => ({
    name: "counterparty/activation.requested",
    id: eventIds.activateCounterparty(counterpartyId, activeAt),
    data: { counterpartyId, activeAt: activeAt.toISOString() },
  }),
  /** Expire an approval still awaiting at its time (a private payment it holds is cancelled). */
  expireApproval: (approvalId: string, expiresAt: Date): JobIntent => ({
    name: "approval/expiry.requested",
    id: eventIds.expireApproval(approvalId),
    data: { approvalId, expiresAt: expiresAt.toISOString() },
  }),
  /** Make the payment of a schedule's claimed due time. */
  runSchedule: (scheduleId: string, dueAt: Date, again?: string): JobIntent => ({
    name: "schedule/run.requested",
    id: eventIds.runSchedule(scheduleId, dueAt, again),
    data: { scheduleId, dueAt: dueAt.toISOString() },
  }),
  /** The dispatcher of one generation of a webhook's first attempts. */
  dispatch: (request: { webhookId: string; generation: number }, accountId: string): JobIntent =>
    dispatchRequested(request, accountId),
};
