import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { processSingleton } from "../process-singleton";

/**
 * Every metric of the process, made once: Next.js may load this module twice in one process (the server's bundles
 * and instrumentation) and Vitest workers import it per test file; a second registry would split the counts, a
 * second registration of a name would throw. Counters and histograms count what this process did; the gauges of
 * state are set from the database at scrape time (server/services/metrics/scrape-metrics.ts), so every instance
 * reports the same, current state.
 */
function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; their per-type series stay.
  for (const name of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
    registry.removeSingleMetric(name);
  }
  const registers = [registry];
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  const all = {
    registry,
    httpRequests: new Counter({
      name: "http_server_requests_total",
      help: "HTTP requests answered, by method, route template and status",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_server_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route template and status",
      labelNames: ["method", "route", "status"] as const,
      buckets: seconds,
      registers,
    }),
    transactions: new Counter({
      name: "payments_transactions_total",
      help: "Transactions that reached a status (each status counted once, when its event is published)",
      labelNames: ["mode", "type", "status"] as const,
      registers,
    }),
    privateLegs: new Gauge({
      name: "payments_private_legs",
      help: "Unpaid recipient legs of private transactions in progress, by state",
      labelNames: ["state"] as const,
      registers,
    }),
    oldestDueLeg: new Gauge({
      name: "payments_private_oldest_due_leg_age_seconds",
      help: "How long the oldest private leg that fell due has waited for its payout (0: none waiting)",
      registers,
    }),
    depositsWatched: new Gauge({
      name: "payments_deposits_watched",
      help: "Deposit accounts the watcher reads every round",
      registers,
    }),
    watchLag: new Gauge({
      name: "payments_deposit_watch_lag_seconds",
      help: "How far the deposit watcher's last complete round is behind now (0 when nothing is watched)",
      registers,
    }),
    poolBalance: new Gauge({
      name: "payments_pool_balance",
      help: "What each routing-pool wallet holds, in whole units of the asset",
      labelNames: ["wallet", "asset"] as const,
      registers,
    }),
    treasuryBalance: new Gauge({
      name: "payments_treasury_balance",
      help: "What the treasury holds, in whole units of the asset",
      labelNames: ["asset"] as const,
      registers,
    }),
    moveBroadcasts: new Counter({
      name: "payments_move_broadcasts_total",
      help: "Sends of a transaction the service signed (a move), the first and every re-send of the same bytes, by purpose",
      labelNames: ["purpose"] as const,
      registers,
    }),
    moveLanding: new Histogram({
      name: "payments_move_landing_seconds",
      help: "From a move's first signing to its landing seen final, by purpose (re-signed attempts included)",
      labelNames: ["purpose"] as const,
      buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
      registers,
    }),
    moveAttempts: new Histogram({
      name: "payments_move_attempts",
      help: "Signed attempts a move took to land (1: its first bytes landed), by purpose",
      labelNames: ["purpose"] as const,
      buckets: [1, 2, 3, 4, 5],
      registers,
    }),
    movePriorityLamports: new Counter({
      name: "payments_move_priority_lamports_total",
      help: "Priority fee the moves the service signed offered, in lamports: what they pay at most (an attempt that expires unseen pays nothing)",
      registers,
    }),
    movePriorityDeclined: new Counter({
      name: "payments_move_priority_declined_total",
      help: "Moves signed with no priority fee because the last hour's budget (PRIORITY_FEE_HOURLY_LAMPORTS) was spent",
      registers,
    }),
    movePriceLevel: new Gauge({
      name: "payments_move_price_level",
      help: "Rungs of the price ladder the service's moves offer above the cluster's price (one per unseen expiry at the current price, one down every 10 minutes)",
      registers,
    }),
    serviceLoss: new Counter({
      name: "payments_service_loss_lamports_total",
      help: "Lamports the service spent that no charge covers, by cause: uncharged (a private transaction's costs beyond its charge and priority fees), priority (beyond its charge, by priority fees), refund, upkeep (top-ups, rebalances, lookup tables), failed (attempts that failed on chain)",
      labelNames: ["cause"] as const,
      registers,
    }),
    floatTopUps: new Counter({
      name: "payments_float_topups_total",
      help: "Top-ups of a routing-pool wallet from the treasury that landed",
      registers,
    }),
    webhookDeliveries: new Counter({
      name: "payments_webhook_deliveries_total",
      help: "Webhook delivery attempts, by outcome (succeeded, retry, gone, exhausted, abandoned)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    webhookLatency: new Histogram({
      name: "payments_webhook_delivery_latency_seconds",
      help: "From an event's creation to its successful delivery to an endpoint",
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 7200, 36000],
      registers,
    }),
    webhooksFailing: new Gauge({
      name: "payments_webhooks_failing",
      help: "Enabled webhook endpoints with a delivery attempted and still undelivered for over an hour",
      registers,
    }),
    outboxBacklog: new Gauge({
      name: "payments_outbox_backlog",
      help: "Outbox rows (status events and job intents) committed but not yet published",
      registers,
    }),
    jobsRunnable: new Gauge({
      name: "payments_jobs_runnable",
      help: "Background function runs due now that no executor holds (in-process executor)",
      registers,
    }),
    jobsOldestRunnable: new Gauge({
      name: "payments_jobs_oldest_runnable_age_seconds",
      help: "How long the oldest runnable background function run has been due",
      registers,
    }),
    jobFailures: new Counter({
      name: "payments_job_failures_total",
      help: "Background function calls that failed (a step error to retry, or the run given up), by function",
      labelNames: ["function"] as const,
      registers,
    }),
    ledgerRequests: new Counter({
      name: "payments_ledger_rpc_requests_total",
      help: "JSON-RPC requests to the ledger, by method and outcome (ok, error: an HTTP error, unreachable)",
      labelNames: ["method", "outcome"] as const,
      registers,
    }),
    ledgerDuration: new Histogram({
      name: "payments_ledger_rpc_duration_seconds",
      help: "Time the ledger took to answer a JSON-RPC request, by method",
      labelNames: ["method"] as const,
      buckets: seconds,
      registers,
    }),
  };
  // Series of a known, small label set exist from the start at 0, so a rate() sees their first increase.
  for (const outcome of ["succeeded", "retry", "gone", "exhausted", "abandoned"]) {
    all.webhookDeliveries.inc({ outcome }, 0);
  }
  return all;
}

export type Metrics = ReturnType<typeof create>;

export function metrics(): Metrics {
  return processSingleton("metrics", create);
}
