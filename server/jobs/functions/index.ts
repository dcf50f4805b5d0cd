import { deliverWebhook } from "./deliver-webhook";
import { dispatchWebhook } from "./dispatch-webhook";
import { housekeeping } from "./housekeeping";
import { ping } from "./ping";
import { reconcileTransactions } from "./reconcile-transactions";
import { sweepOutbox } from "./sweep-outbox";
import { trackConfirmation } from "./track-confirmation";

/** Every background function the serve route offers. */
export const functions = [
  ping,
  dispatchWebhook,
  deliverWebhook,
  sweepOutbox,
  trackConfirmation,
  reconcileTransactions,
  housekeeping,
];
