import { env } from "./env";
import { activeTraceId } from "./tracing/spans";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

function write(level: Level, message: string, fields: Record<string, unknown>) {
  if (levels[level] < levels[env().LOG_LEVEL]) return;
  const traceId = activeTraceId();
  const line = JSON.stringify(
    { time: new Date().toISOString(), level, message, ...(traceId && { traceId }), ...fields },
    (_k, v) =>
      typeof v === "bigint"
        ? v.toString()
        : v instanceof Error
          ? { name: v.name, message: v.message, stack: v.stack }
          : v,
  );
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

/** One JSON line per event, so logs can be searched by requestId, transactionId, ... (and traceId inside a span). */
export const log = {
  debug: (message: string, fields: Record<string, unknown> = {}) => write("debug", message, fields),
  info: (message: string, fields: Record<string, unknown> = {}) => write("info", message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write("warn", message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write("error", message, fields),
};
