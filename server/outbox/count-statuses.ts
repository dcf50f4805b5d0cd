import type { EventRow } from "../db/queries/events";
import { metrics } from "../metrics/registry";

/**
 * Each status a transaction reaches has exactly one event, published once (a row already published is not counted
 * when the sweep hands it on again), so the counter counts each status reached once.
 */
export function countTransactionStatuses(events: EventRow[]): void {
  const { transactions } = metrics();
  for (const event of events) {
    if (event.publishedAt !== null || !event.type.startsWith("transaction.")) continue;
    const { mode, type } = event.data as { mode?: unknown; type?: unknown };
    if (typeof mode !== "string" || typeof type !== "string") continue;
    transactions.inc({ mode, type, status: event.type.slice("transaction.".length) });
  }
}
