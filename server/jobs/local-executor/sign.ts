import { createHmac } from "node:crypto";
import canonicalize from "canonicalize";

/** The x-inngest-signature Inngest puts on its calls: HMAC-SHA256 of the canonical JSON body and the time. */
export function inngestSignature(body: unknown, signingKey: string, nowMs = Date.now()): string {
  const ts = Math.round(nowMs / 1000).toString();
  const key = signingKey.replace(/^signkey-[\w]+-/, "");
  const mac = createHmac("sha256", key)
    .update(`${canonicalize(body) ?? ""}${ts}`)
    .digest("hex");
  return `t=${ts}&s=${mac}`;
}
