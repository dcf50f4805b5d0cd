import { serveReadiness } from "@/server/http/ready-endpoint";

/** Readiness for load balancers (docs/operations.md); /api/health stays the liveness check. */
export function GET(request: Request): Promise<Response> {
  return serveReadiness(request);
}
