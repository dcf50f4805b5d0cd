import { deliverWebhook } from "./deliver-webhook";
import { ping } from "./ping";
import { sweepOutbox } from "./sweep-outbox";

/** Every background function the serve route offers. */
export const functions = [ping, deliverWebhook, sweepOutbox];
