import { deliverWebhook } from "./deliver-webhook";
import { fanOutEvent } from "./fan-out-event";
import { ping } from "./ping";
import { sweepOutbox } from "./sweep-outbox";

/** Every background function the serve route offers. */
export const functions = [ping, fanOutEvent, deliverWebhook, sweepOutbox];
