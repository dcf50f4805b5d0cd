import type { IncomingMessage } from "node:http";

/**
 * The client's address, as the app's own server (scripts/serve.ts) found it. Route handlers see only headers, and
 * X-Forwarded-For is whatever the client wrote: this one is overwritten on every request, never taken from it.
 */
export const clientAddressHeader = "x-client-address";

/** Said when no server of ours stamped the requests (`next start`, `next dev`): they then share one address. */
export const unknownClientAddress = "unknown";

const stampedKey = Symbol.for("payment-service.client-address-stamped");
type GlobalWithStamp = typeof globalThis & { [stampedKey]?: boolean };

/** A dual-stack socket shows IPv4 peers as ::ffff:a.b.c.d. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice("::ffff:".length) : address;
}

/**
 * The socket's peer, or behind `trustedProxies` proxies the address that many places from the right of
 * [...X-Forwarded-For, peer]: each proxy appends the address it was connected from, so entries further left were
 * written by the client and prove nothing.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const forwarded = [forwardedFor ?? []].flat().flatMap((header) => header.split(","));
  const chain = [...forwarded, peer ?? unknownClientAddress].map((entry) => entry.trim()).filter(Boolean);
  return normalize(chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? unknownClientAddress);
}

/** Sets the client-address header of a request arriving at the app's server, replacing any the client sent. */
export function stampClientAddress(request: IncomingMessage, trustedProxies: number): void {
  (globalThis as GlobalWithStamp)[stampedKey] = true;
  request.headers[clientAddressHeader] = resolveClientAddress(
    request.socket.remoteAddress,
    request.headers["x-forwarded-for"],
    trustedProxies,
  );
}

/**
 * The address the anonymous rate limit counts by. Believed only in a process whose requests are stamped (the
 * flag is process-wide, so the bundled route handlers see what the server set): elsewhere the header could have
 * come from the client, and all anonymous requests share one address.
 */
export function clientAddressOf(headers: Headers): string {
  if (!(globalThis as GlobalWithStamp)[stampedKey]) return unknownClientAddress;
  return headers.get(clientAddressHeader) || unknownClientAddress;
}
