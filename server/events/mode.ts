import { createHash } from "node:crypto";
import { appSecret } from "../crypto/app-secret";
import { env } from "../env";

/** Background functions run on Inngest when it is configured, else on the in-process local executor. */
export function usesLocalExecutor(): boolean {
  const e = env();
  return !e.INNGEST_EVENT_KEY && !e.INNGEST_BASE_URL && !e.INNGEST_SIGNING_KEY;
}

/**
 * The key the local executor signs its calls to the serve route with, exactly as Inngest signs them: the route
 * refuses unsigned calls, so nobody who reaches /api/inngest can drive a function by hand.
 */
export function localSigningKey(): string {
  return `signkey-local-${createHash("sha256").update(`inngest-local:${appSecret()}`).digest("hex")}`;
}
