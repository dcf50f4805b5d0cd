import { deliverWebhook } from "./deliver-webhook";
import { ping } from "./ping";
import { sweepOutbox } from "./sweep-outbox";
import { trackConfirmation } from "./track-confirmation";

/** Every background function the serve route offers. */
export const functions = [ping, deliverWebhook, sweepOutbox, trackConfirmation];
