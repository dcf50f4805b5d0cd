import { metrics } from "../metrics/registry";
import { inSpan, SpanKind } from "../tracing/spans";

/** Calls made to the ledger's RPC by this process, per method: how many, and the time they took (ms). */
export type RpcTally = Record<string, { calls: number; ms: number }>;

const tally: RpcTally = {};
/** HTTP requests made to the RPC: fewer than the calls when calls go out in JSON-RPC batches. */
let requests = 0;

/** No answer in this long and the call fails, so a ledger that hangs cannot hold a background step forever. */
const rpcTimeoutMs = 30_000;

function methodsOf(body: unknown): string[] {
  if (typeof body !== "string") return ["unknown"];
  try {
    const parsed = JSON.parse(body) as { method?: string } | { method?: string }[];
    const requests = Array.isArray(parsed) ? parsed : [parsed];
    return requests.map((r) => r.method ?? "unknown");
  } catch {
    return ["unknown"];
  }
}

/**
 * The fetch the ledger Connection uses: a timeout on every call, each call counted by method (in the tally and
 * the metrics) and traced as a client span named after its methods. The outcome is the HTTP answer's: reading the
 * body for JSON-RPC errors would parse every large read twice.
 */
export const meteredFetch: typeof fetch = async (input, init) => {
  const methods = methodsOf(init?.body);
  const names = [...new Set(methods)].join(",");
  const attributes = { "rpc.system": "jsonrpc", "rpc.method": names, "rpc.batch_size": methods.length };
  return inSpan(`ledger ${names}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const response = await timedFetch(input, init, methods);
    span.setAttribute("http.response.status_code", response.status);
    return response;
  });
};

async function timedFetch(input: Parameters<typeof fetch>[0], init: RequestInit | undefined, methods: string[]) {
  const started = performance.now();
  requests++;
  let outcome = "unreachable";
  try {
    const response = await fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(rpcTimeoutMs) });
    outcome = response.ok ? "ok" : "error";
    return response;
  } finally {
    const ms = (performance.now() - started) / methods.length;
    const { ledgerRequests, ledgerDuration } = metrics();
    for (const method of methods) {
      const entry = tally[method] ?? { calls: 0, ms: 0 };
      entry.calls++;
      entry.ms += ms;
      tally[method] = entry;
      ledgerRequests.inc({ method, outcome });
      ledgerDuration.observe({ method }, ms / 1000);
    }
  }
}

/** HTTP requests made to the RPC so far (benchmarks read it before and after what they measure). */
export function rpcRequests(): number {
  return requests;
}

/** A copy of the tally so far (benchmarks read it before and after what they measure). */
export function rpcTally(): RpcTally {
  return Object.fromEntries(Object.entries(tally).map(([method, entry]) => [method, { ...entry }]));
}

/** What was called between two tallies. */
export function rpcTallySince(before: RpcTally): RpcTally {
  const now = rpcTally();
  return Object.fromEntries(
    Object.entries(now)
      .map(([method, entry]) => {
        const earlier = before[method] ?? { calls: 0, ms: 0 };
        return [method, { calls: entry.calls - earlier.calls, ms: entry.ms - earlier.ms }] as const;
      })
      .filter(([, entry]) => entry.calls > 0),
  );
}
