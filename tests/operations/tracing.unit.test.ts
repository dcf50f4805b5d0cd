import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv, resetEnv } from "@/server/env";
import { log } from "@/server/log";
import { contextFromTraceparent, currentTraceparent, inSpan } from "@/server/tracing/spans";

const provider = new NodeTracerProvider();

beforeAll(() => {
  // A provider with no exporter: spans record (and carry ids), nothing leaves the process.
  provider.register();
  process.env.LOG_LEVEL = "info";
  resetEnv();
});
afterAll(async () => {
  await provider.shutdown();
  process.env.LOG_LEVEL = "silent";
  resetEnv();
});

function logged(write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe("log lines and traces", () => {
  it("carry the active span's traceId, and none outside a span", async () => {
    expect(logged(() => log.info("outside")).traceId).toBeUndefined();
    const traceId = await inSpan("work", {}, async (span) => {
      expect(logged(() => log.info("inside", { n: 1 }))).toMatchObject({
        message: "inside",
        n: 1,
        traceId: span.spanContext().traceId,
      });
      return span.spanContext().traceId;
    });
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("hands the trace on as a W3C traceparent, and refuses what is not one", async () => {
    expect(currentTraceparent()).toBeUndefined();
    await inSpan("sender", {}, async (sender) => {
      const traceparent = currentTraceparent();
      expect(traceparent).toBe(`00-${sender.spanContext().traceId}-${sender.spanContext().spanId}-01`);
      await inSpan("receiver", { parent: contextFromTraceparent(traceparent) }, async (receiver) => {
        expect(receiver.spanContext().traceId).toBe(sender.spanContext().traceId);
      });
    });
    for (const bad of [undefined, 42, "", "00-zz-11-01", `00-${"0".repeat(32)}-${"1".repeat(16)}-01`]) {
      expect(contextFromTraceparent(bad)).toBeUndefined();
    }
  });

  it("refuses an OTLP protocol it cannot export with (gRPC), and accepts the two HTTP ones", () => {
    expect(parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }).success).toBe(false);
    for (const protocol of ["http/protobuf", "http/json"]) {
      expect(parseEnv({ OTEL_EXPORTER_OTLP_PROTOCOL: protocol }).success).toBe(true);
    }
  });
});
