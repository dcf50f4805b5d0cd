import { Inngest } from "inngest";
import { env } from "../env";
import { processSingleton } from "../process-singleton";
import { StepTracing } from "../tracing/job-middleware";
import { localInngestFetch } from "./local-intake";
import { localSigningKey, usesLocalExecutor } from "./mode";

function createClient(): Inngest {
  if (!usesLocalExecutor()) {
    const e = env();
    return new Inngest({
      id: "payment-service",
      eventKey: e.INNGEST_EVENT_KEY,
      signingKey: e.INNGEST_SIGNING_KEY,
      baseUrl: e.INNGEST_BASE_URL,
      middleware: [StepTracing],
    });
  }
  // Cloud mode with a local signing key: the serve route verifies every call, as it would under Inngest.
  return new Inngest({
    id: "payment-service",
    isDev: false,
    eventKey: "local",
    signingKey: localSigningKey(),
    baseUrl: "http://local-executor.invalid/",
    fetch: localInngestFetch as typeof fetch,
    middleware: [StepTracing],
  });
}

export const inngest: Inngest = processSingleton("inngest", createClient);
