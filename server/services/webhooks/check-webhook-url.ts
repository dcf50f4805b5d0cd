import { isIP } from "node:net";
import { env } from "../../env";
import { AppError } from "../../errors";

const privateV4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];
const privateV6 = [/^::1$/, /^::$/, /^f[cd]/i, /^fe[89ab]/i, /^::ffff:/i];
const localNames = [/^localhost$/i, /\.localhost$/i, /\.local$/i, /\.internal$/i];

/** A literal address or well-known local name that points inside the network. DNS answers are checked at delivery. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  const kind = isIP(host);
  if (kind === 4) return privateV4.some((r) => r.test(host));
  if (kind === 6) return privateV6.some((r) => r.test(host));
  return localNames.some((r) => r.test(host));
}

/** Delivery URLs are https and public, unless WEBHOOK_ALLOW_PRIVATE=1 (tests, local development). */
export function checkWebhookUrl(text: string): string {
  const url = new URL(text);
  const allowPrivate = env().WEBHOOK_ALLOW_PRIVATE;
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new AppError("INVALID_REQUEST", "Webhook URLs must use https", { field: "url" });
  }
  if (url.username || url.password) {
    throw new AppError("INVALID_REQUEST", "Webhook URLs must not carry credentials", { field: "url" });
  }
  if (!allowPrivate && isPrivateHost(url.hostname)) {
    throw new AppError("INVALID_REQUEST", "Webhook URLs must point at a public host", { field: "url" });
  }
  return url.toString();
}
