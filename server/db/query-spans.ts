import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { hasActiveSpan, SpanKind, SpanStatusCode, tracedSpan } from "../tracing/spans";

type QueryWithCache = (queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

/** Longer statements (a batch insert's placeholders) are cut: an attribute stays small whatever the query. */
const maxStatementChars = 500;

let installed = false;

/**
 * One client span per database query, for every driver: drizzle's prepared queries all run their statement
 * through PgPreparedQuery.queryWithCache, wrapped here once per process. The span carries the statement (with its
 * $n placeholders) and never its parameters; a failure records the driver error's code, not drizzle's message,
 * which quotes the parameters. A query outside every span (the executor's polls, housekeeping) is not traced: it
 * would be a trace of its own, many a second, about nothing anyone asked for.
 */
export function traceQueries(): void {
  if (installed) return;
  installed = true;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (this: unknown, queryString, params, query) {
    if (!hasActiveSpan()) return original.call(this, queryString, params, query);
    const operation = /^\s*(\w+)/.exec(queryString)?.[1]?.toUpperCase() ?? "QUERY";
    const attributes = {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      "db.query.text": queryString.slice(0, maxStatementChars),
    };
    return tracedSpan(`db ${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await original.call(this, queryString, params, query);
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause;
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: typeof cause?.code === "string" ? cause.code : undefined,
        });
        throw error;
      }
    });
  };
}
