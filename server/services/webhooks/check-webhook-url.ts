import { env } from "../../env";
import { AppError } from "../../errors";
import { isPrivateHost } from "../../net/private-addresses";

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
