import { serveMetrics } from "@/server/http/metrics-endpoint";

/** Prometheus scrapes: METRICS_TOKEN (Bearer), or loopback clients only (docs/operations.md). */
export function GET(request: Request): Promise<Response> {
  return serveMetrics(request);
}
