import { getDb } from "../db/client";
import { AppError } from "../errors";
import { log } from "../log";
import { scrapeMetrics } from "../services/operations/scrape-metrics";
import { errorBody, errorResponse, jsonResponse } from "./responses";
import { scraperRefusal } from "./scraper-access";

/** GET /metrics: the Prometheus text format, for a scraper (server/http/scraper-access.ts). */
export async function serveMetrics(request: Request): Promise<Response> {
  try {
    const refusal = scraperRefusal(request);
    if (refusal) throw refusal;
    const { body, contentType } = await scrapeMetrics(await getDb());
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    // Prometheus records the failed scrape (up == 0): an honest signal that the state could not be read.
    log.error("metrics scrape failed", { error });
    return jsonResponse(errorBody("INTERNAL_ERROR", "The metrics could not be read; see the service's log", {}), 500);
  }
}
