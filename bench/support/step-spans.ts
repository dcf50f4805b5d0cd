import type { Attributes } from "@opentelemetry/api";
import {
  NodeTracerProvider,
  type ReadableSpan,
  type Sampler,
  SamplingDecision,
  type Span,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-node";

/** Steps of one kind a benchmark counted: how many ran, their wall time and the process's CPU time meanwhile (ms). */
export type StepTally = { steps: number; ms: number; cpuMs: number };

/**
 * Counts the steps of one background function whose id starts with `stepPrefix`, from the span every step gets
 * (server/tracing/job-middleware.ts): the benchmark registers its own tracer provider, exporting nothing, so the
 * service keeps no counter for it. Only those spans are recorded (the others are the API's no-op, as in an untraced
 * service), so counting costs the measured steps next to nothing. The CPU time is the process's while the step ran, so it means the step's alone
 * when steps of that function run one at a time (the deposit watcher's rounds do).
 */
export function tallySteps(jobFunction: string, stepPrefix: string): { tally: StepTally; stop: () => Promise<void> } {
  const tally: StepTally = { steps: 0, ms: 0, cpuMs: 0 };
  const cpuAtStart = new WeakMap<object, NodeJS.CpuUsage>();
  const counted = (attributes: Attributes) =>
    String(attributes["job.function"] ?? "").endsWith(jobFunction) &&
    String(attributes["job.step"] ?? "").startsWith(stepPrefix);
  const sampler: Sampler = {
    shouldSample: (_context, _traceId, _name, _kind, attributes) => ({
      decision: counted(attributes) ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD,
    }),
    toString: () => `steps ${jobFunction} ${stepPrefix}*`,
  };
  const processor: SpanProcessor = {
    onStart(span: Span) {
      cpuAtStart.set(span, process.cpuUsage());
    },
    onEnd(span: ReadableSpan) {
      const [seconds, nanos] = span.duration;
      tally.steps++;
      tally.ms += seconds * 1_000 + nanos / 1e6;
      const started = cpuAtStart.get(span);
      if (started) {
        const cpu = process.cpuUsage(started);
        tally.cpuMs += (cpu.user + cpu.system) / 1_000;
      }
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
  const provider = new NodeTracerProvider({ sampler, spanProcessors: [processor] });
  provider.register();
  return { tally, stop: () => provider.shutdown() };
}
