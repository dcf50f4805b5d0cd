import { usesLocalExecutor } from "../events/mode";
import { anyExecutorRunning } from "../jobs/local-executor/running";
import { checkReadiness } from "../services/operations/check-readiness";

/**
 * GET /api/ready: 200 {status: "ready", checks} when this instance should get traffic, else 503 {status:
 * "not_ready", failing, checks} naming each failing check. A probe's report, not an API error: load balancers read
 * the status, people the checks.
 */
export async function serveReadiness(): Promise<Response> {
  const readiness = await checkReadiness(usesLocalExecutor() ? anyExecutorRunning() : undefined);
  const body = readiness.ready
    ? { status: "ready", checks: readiness.checks }
    : { status: "not_ready", failing: readiness.failing, checks: readiness.checks };
  return Response.json(body, { status: readiness.ready ? 200 : 503, headers: { "cache-control": "no-store" } });
}
