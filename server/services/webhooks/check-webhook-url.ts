import { env } from "../../env";
import { AppError } from "../../errors";
import { isPrivateHost } from "../../net/private-addresses";

/** What a developer pointing a webhook at their own machine needs to know; the setting is off in production. */
const localHint =
  "For local development, start the service with WEBHOOK_ALLOW_PRIVATE=1 to allow http and private addresses.";

/** Delivery URLs are https and public, unless WEBHOOK_ALLOW_PRIVATE=1 (tests, local development). */
export function checkWebhookUrl(text: string): string {
  const url = new URL(text);
  const allowPrivate = env().WEBHOOK_ALLOW_PRIVATE;
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    throw new AppError("INVALID_REQUEST", `Webhook URLs must use https. ${localHint}`, {
      field: "url",
      hint: localHint,
    });
  }
  if (url.username || url.password) {
    throw new AppError("INVALID_REQUEST", "Webhook URLs must not carry credentials", { field: "url" });
  }
  if (!allowPrivate && isPrivateHost(url.hostname)) {
    throw new AppError("INVALID_REQUEST", `Webhook URLs must point at a public host. ${localHint}`, {
      field: "url",
      hint: localHint,
    });
  }
  return url.toString();
}
