import { randomBytes } from "node:crypto";
import { onTestFinished } from "vitest";
import { clientAddressHeader } from "@/server/http/client-address";

/** This module's addresses: a random prefix per load, and a count under it, so no two calls share one. */
const prefix = `2001:db8:${randomBytes(6).toString("hex").match(/.{4}/g)!.join(":")}`;
let issued = 0;

/**
 * Headers giving the current test a client address of its own for the anonymous rate limit. Without a server
 * stamping requests, every anonymous call (a missing, unknown or revoked key) of this worker's test files counts
 * against one shared per-minute limit, which other files may have used up; the stamp is on for this test only.
 */
export function ownClientAddress(): Record<string, string> {
  const stamped = Symbol.for("payment-service.client-address-stamped");
  const scope = globalThis as Record<symbol, unknown>;
  const wasStamped = scope[stamped];
  scope[stamped] = true;
  onTestFinished(() => {
    scope[stamped] = wasStamped;
  });
  // Unique, not drawn from a few hundred: two tests sharing an address would share its per-address limits.
  issued++;
  return { [clientAddressHeader]: `${prefix}::${issued.toString(16)}` };
}
