import { configuredBaseUrl } from "../base-url";
import { env } from "../env";

type HeaderSource = { get(name: string): string | null };

/** A Host header is the caller's input: only a host name or address and a port make it into a URL. */
const plainHost = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The base URL clients reach the app at, for the URLs it writes into its documentation (the API reference's servers
 * and curl examples, token logos): PUBLIC_URL behind a proxy, otherwise the origin the request came to (its Host
 * header and scheme), so a service on PORT=3100 says 3100. Only for those: what a person opens or a wallet signs
 * (sign-in messages and links, pay links) names the configured origin (server/base-url.ts), never a header.
 */
export function publicBaseUrl(headers: HeaderSource, requestUrl?: string): string {
  if (env().PUBLIC_URL) return configuredBaseUrl();
  const fallback = requestUrl ? new URL(requestUrl) : undefined;
  const host = headers.get("host");
  const origin = host && plainHost.test(host) ? host : (fallback?.host ?? new URL(configuredBaseUrl()).host);
  // Next.js sets x-forwarded-proto on every request it serves (https only when the connection was TLS).
  const secure = headers.get("x-forwarded-proto") === "https" || fallback?.protocol === "https:";
  return `${secure ? "https" : "http"}://${origin}`;
}
