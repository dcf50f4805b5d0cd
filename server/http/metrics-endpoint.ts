import { getDb } from "../db/client";
import { env } from "../env";
import { AppError } from "../errors";
import { log } from "../log";
import { scrapeMetrics } from "../services/operations/scrape-metrics";
import { clientAddressOf } from "./client-address";
import { errorBody, errorResponse, jsonResponse } from "./responses";
import { sameToken } from "./session-cookie";

function isLoopback(address: string): boolean {
  return address === "::1" || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a Bearer token; without it, only clients on this machine
 * (as the app's server found their address: server/http/client-address.ts; an address nobody stamped is refused).
 */
function requireScraper(request: Request): void {
  const token = env().METRICS_TOKEN;
  if (token) {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
    if (!sameToken(presented, token)) {
      throw new AppError("UNAUTHENTICATED", "Send the metrics token as: Authorization: Bearer <METRICS_TOKEN>");
    }
    return;
  }
  const address = clientAddressOf(request.headers);
  if (!isLoopback(address)) {
    throw new AppError("FORBIDDEN", "Metrics are served to this machine only unless METRICS_TOKEN is set", {
      reason: "not_loopback",
    });
  }
}

/** GET /metrics: the Prometheus text format, for a scraper allowed above. */
export async function serveMetrics(request: Request): Promise<Response> {
  try {
    requireScraper(request);
    const { body, contentType } = await scrapeMetrics(await getDb());
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    // Prometheus records the failed scrape (up == 0): an honest signal that the state could not be read.
    log.error("metrics scrape failed", { error });
    return jsonResponse(errorBody("INTERNAL_ERROR", "The metrics could not be read; see the service's log", {}), 500);
  }
}
