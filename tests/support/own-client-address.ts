import { onTestFinished } from "vitest";
import { clientAddressHeader } from "@/server/http/client-address";

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
  return { [clientAddressHeader]: `192.0.2.${1 + Math.floor(Math.random() * 250)}` };
}
