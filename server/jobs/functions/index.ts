import { activateCounterparty } from "./activate-counterparty";
import { claimDueSchedulesEveryMinute } from "./claim-due-schedules";
import { deliverWebhook } from "./deliver-webhook";
import { dispatchWebhook } from "./dispatch-webhook";
import { expireApproval } from "./expire-approval";
import { expirePaymentRequest } from "./expire-payment-request";
import { extendLookupTables } from "./extend-lookup-tables";
import { housekeeping } from "./housekeeping";
import { payOutEpochs } from "./pay-out-epochs";
import { ping } from "./ping";
import { reconcileTransactions } from "./reconcile-transactions";
import { recoverWebhook } from "./recover-webhook";
import { refundDeposit } from "./refund-deposit";
import { routePrivateTransaction } from "./route-private-transaction";
import { runSchedule } from "./run-schedule";
import { settlePaymentRequest } from "./settle-payment-request";
import { sweepOutbox } from "./sweep-outbox";
import { trackConfirmation } from "./track-confirmation";
import { watchDeposits } from "./watch-deposits";
import { watchPaymentRequest } from "./watch-payment-request";
import { watchPaymentRequests } from "./watch-payment-requests";

/** Every background function the serve route offers. */
export const functions = [
  ping,
  dispatchWebhook,
  deliverWebhook,
  recoverWebhook,
  sweepOutbox,
  trackConfirmation,
  reconcileTransactions,
  housekeeping,
  watchDeposits,
  routePrivateTransaction,
  refundDeposit,
  payOutEpochs,
  extendLookupTables,
  watchPaymentRequest,
  watchPaymentRequests,
  expirePaymentRequest,
  settlePaymentRequest,
  activateCounterparty,
  expireApproval,
  claimDueSchedulesEveryMinute,
  runSchedule,
];
