import {
  type Attributes,
  type Context,
  context,
  isSpanContextValid,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

/**
 * The service's spans, through the OpenTelemetry API only: until server/tracing/sdk.ts registers a provider (with
 * OTEL_EXPORTER_OTLP_ENDPOINT set) every span here is the API's no-op, so an untraced process pays next to nothing.
 */
const tracer = () => trace.getTracer("payment-service");

export { SpanKind, SpanStatusCode };

type SpanOptions = { attributes?: Attributes; kind?: SpanKind; parent?: Context };

/** Runs `work` inside a new active span, ended when it settles; `work` reports its own failures. */
export function tracedSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const { parent = context.active(), ...rest } = options;
  return tracer().startActiveSpan(name, rest, parent, async (span) => {
    try {
      return await work(span);
    } finally {
      span.end();
    }
  });
}

/** Runs `work` inside a new active span, ended when it settles; a throw marks the span failed and is rethrown. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  return tracedSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : undefined });
      throw error;
    }
  });
}

/** Whether a span is active: work outside every span (a poll of the executor) starts no trace of its own. */
export function hasActiveSpan(): boolean {
  return trace.getActiveSpan() !== undefined;
}

/** The active span's trace id, when a traced span is active (log lines carry it). */
export function activeTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** The active span as a W3C `traceparent` (version 00), to carry in an event's data; none when nothing is traced. */
export function currentTraceparent(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return undefined;
  const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, "0");
  return `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
}

const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** The context a `traceparent` names (a remote parent), or undefined for anything that is not a valid one. */
export function contextFromTraceparent(traceparent: unknown): Context | undefined {
  if (typeof traceparent !== "string") return undefined;
  const match = traceparentPattern.exec(traceparent);
  if (!match) return undefined;
  const spanContext = {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: Number.parseInt(match[3]!, 16),
    isRemote: true,
  };
  return isSpanContextValid(spanContext) ? trace.setSpanContext(ROOT_CONTEXT, spanContext) : undefined;
}
