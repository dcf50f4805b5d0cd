import { trace } from "@opentelemetry/api";
import type { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { env } from "../env";

let provider: NodeTracerProvider | undefined;

/** Whether spans are exported: an OTLP endpoint is set and OTEL_SDK_DISABLED does not turn it off. */
export function tracingEnabled(): boolean {
  const e = env();
  return !e.OTEL_SDK_DISABLED && (e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) !== undefined;
}

async function exporter() {
  const e = env();
  const protocol = e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? "http/protobuf";
  // Each exporter reads the endpoint, headers, timeout and compression from the standard variables itself.
  if (protocol === "http/json") {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    return new OTLPTraceExporter();
  }
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-proto");
  return new OTLPTraceExporter();
}

/**
 * Starts exporting spans once per process, when tracing is enabled; otherwise loads nothing, and every span of
 * server/tracing/spans.ts stays the API's no-op. Returns whether spans are exported.
 */
export async function startTracing(): Promise<boolean> {
  if (provider) return true;
  if (!tracingEnabled()) return false;
  const { NodeTracerProvider, BatchSpanProcessor } = await import("@opentelemetry/sdk-trace-node");
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } = await import(
    "@opentelemetry/resources"
  );
  const { ATTR_SERVICE_NAME } = await import("@opentelemetry/semantic-conventions");
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) win over the default name.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: "payment-service" }))
    .merge(detectResources({ detectors: [envDetector] }));
  provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(await exporter())] });
  // The global provider, the AsyncLocalStorage context manager and the W3C propagator.
  provider.register();
  return true;
}

/** Sends the spans still buffered (tests, and a process about to exit). */
export async function flushTracing(): Promise<void> {
  await provider?.forceFlush();
}

type Stoppable = { shutdown?: () => Promise<void> };

/**
 * Flushes and stops the exporter; spans after this are dropped. The provider is found through the API's global as
 * well: scripts/serve.ts stops the one the built app's instrumentation.ts started, a copy of this module it cannot
 * reach.
 */
export async function stopTracing(): Promise<void> {
  const global = trace.getTracerProvider() as { getDelegate?: () => Stoppable };
  const current: Stoppable | undefined = provider ?? global.getDelegate?.();
  provider = undefined;
  await current?.shutdown?.();
}
