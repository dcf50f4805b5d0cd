import { usesLocalExecutor } from "../events/mode";
import { anyExecutorRunning } from "../jobs/local-executor/running";
import { checkReadiness } from "../services/operations/check-readiness";
import { clientAddressOf } from "./client-address";
import { checkProbeLimits, rateLimited, setLimitHeaders } from "./rate-limit";
import { errorResponse } from "./responses";
import { scraperRefusal } from "./scraper-access";

const noStore = { "cache-control": "no-store" };

/** A stranger's probes are counted per client address: each one runs four checks against the database and ledger. */
async function throttled(request: Request): Promise<Response | undefined> {
  const verdict = await checkProbeLimits(clientAddressOf(request.headers));
  if (verdict.allowed) return undefined;
  const response = errorResponse(rateLimited(verdict));
  setLimitHeaders(response.headers, verdict.headers);
  response.headers.set("Retry-After", String(verdict.retryAfterSeconds));
  return response;
}

/**
 * GET /api/ready: 200 {status: "ready"} when this instance should get traffic, else 503 {status: "not_ready",
 * failing} naming each failing check. What the checks found (the slot, deposits watched, the watcher's lag, each
 * reason, whose text may name internals) is added as `checks` for a scraper (the metrics token, or this machine
 * without one: server/http/scraper-access.ts), whose probes are not counted. A probe's report, not an API error:
 * load balancers read the status, people the checks.
 */
export async function serveReadiness(request: Request): Promise<Response> {
  const detailed = scraperRefusal(request) === undefined;
  const refused = detailed ? undefined : await throttled(request);
  if (refused) return refused;
  const readiness = await checkReadiness(usesLocalExecutor() ? anyExecutorRunning() : undefined);
  const body = {
    status: readiness.ready ? "ready" : "not_ready",
    ...(!readiness.ready && { failing: readiness.failing }),
    ...(detailed && { checks: readiness.checks }),
  };
  return Response.json(body, { status: readiness.ready ? 200 : 503, headers: noStore });
}
