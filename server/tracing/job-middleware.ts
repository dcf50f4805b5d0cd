import { Middleware } from "inngest";
import { contextFromTraceparent, inSpan, SpanKind } from "./spans";

/**
 * One span per background function step, child of the span that sent the run's event (the `traceparent` its data
 * carries, server/outbox/record-job.ts), so a request and the steps it started are one trace. A run whose event
 * carries none starts a trace of its own.
 */
export class StepTracing extends Middleware.BaseMiddleware {
  readonly id = "step-tracing";

  override wrapStepHandler({ ctx, fn, next, stepInfo }: Middleware.WrapStepHandlerArgs): Promise<unknown> {
    const jobFunction = fn.id(this.client.id);
    const data = ctx.event?.data as Record<string, unknown> | undefined;
    return inSpan(
      `${jobFunction} ${stepInfo.options.id}`,
      {
        kind: SpanKind.INTERNAL,
        parent: contextFromTraceparent(data?.traceparent),
        attributes: { "job.function": jobFunction, "job.step": stepInfo.options.id, "job.run_id": ctx.runId },
      },
      () => next(),
    );
  }
}
