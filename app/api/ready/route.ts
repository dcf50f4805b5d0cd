import { otherMethods } from "@/server/http/method-not-allowed";
import { serveReadiness } from "@/server/http/ready-endpoint";

/** Readiness for load balancers (docs/operations.md); /api/health stays the liveness check. */
export function GET(request: Request): Promise<Response> {
  return serveReadiness(request);
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods("GET");
