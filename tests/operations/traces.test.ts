import { trace } from "@opentelemetry/api";
import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { afterAll, describe, expect, it } from "vitest";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { resetEnv } from "@/server/env";
import { flushTracing, startTracing, stopTracing } from "@/server/tracing/sdk";
import { fundSol } from "../devnet/harness";
import { call } from "../support/call";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { getQuote, pay, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { type ReceivedSpan, startOtlpReceiver } from "./otlp-receiver";

const suite = walletSuite();
const variables = ["OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_PROTOCOL", "OTEL_SERVICE_NAME"];

afterAll(async () => {
  await stopTracing();
  for (const name of variables) delete process.env[name];
  resetEnv();
});

describe("traces", () => {
  // First: once started, a process's exporter stays registered.
  it("exports nothing and starts no exporter without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    expect(process.env.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(await startTracing()).toBe(false);
    const span = trace.getTracer("test").startSpan("anything");
    expect(span.isRecording()).toBe(false);
    span.end();
  });

  it("puts a wallet create, its confirmation steps and its webhook delivery in one trace", async () => {
    const receiver = await startOtlpReceiver();
    const webhooks = await startReceiver();
    try {
      Object.assign(process.env, {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
        OTEL_SERVICE_NAME: "payment-service-test",
      });
      resetEnv();
      expect(await startTracing()).toBe(true);

      const hook = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: suite.owner.key,
        body: { url: webhooks.url("/traced"), events: ["transaction.completed"] },
      });
      expect(hook.status).toBe(201);

      const alice = Keypair.generate();
      await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
      const quoteId = await getQuote(suite.owner.key, "SOL", "0.1");
      const body = {
        type: "send" as const,
        quoteId,
        sender: alice.publicKey.toBase58(),
        recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "0.1" }],
      };
      const sent = await pay(suite.owner.key, body, alice);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect((await settledStatus(suite.owner.key, sent.body.transactionId)).status).toBe("completed");
      await eventually(() => webhooks.on("/traced").length > 0, 20_000);
      const fn = (name: string) => (s: ReceivedSpan) => s.attributes["job.function"] === `payment-service-${name}`;
      const confirming = fn("track-confirmation");
      const dispatching = fn("dispatch-webhook");
      // A step ends its span just after its work is visible: wait for both functions' spans to be exported.
      await eventually(async () => {
        await flushTracing();
        return receiver.spans.some(confirming) && receiver.spans.some(dispatching);
      }, 20_000);
      const stepTraces = new Set(receiver.spans.filter((s) => confirming(s) || dispatching(s)).map((s) => s.traceId));

      const creates = receiver.spans.filter((s) => s.name === "POST /v1/transactions");
      expect(creates).toHaveLength(1);
      const create = creates[0]!;
      expect(create.attributes["http.route"]).toBe("/v1/transactions");
      expect(create.attributes["http.response.status_code"]).toBe(201);
      expect([...stepTraces]).toEqual([create.traceId]);
      const inTrace = receiver.spans.filter((s) => s.traceId === create.traceId);
      const steps = inTrace.filter(confirming);
      expect(steps.length, names(inTrace)).toBeGreaterThan(0);
      expect(
        steps.every((s) => parentIn(s, inTrace)),
        "each step hangs under a span of the trace",
      ).toBe(true);
      const queries = inTrace.filter((s) => s.attributes["db.system.name"] === "postgresql");
      expect(queries.length, names(inTrace)).toBeGreaterThan(0);
      expect(
        inTrace.some((s) => s.attributes["rpc.method"] === "getSignatureStatuses"),
        names(inTrace),
      ).toBe(true);
      // The statements travel with their placeholders, never the values bound to them.
      expect(JSON.stringify(receiver.spans)).not.toContain(alice.publicKey.toBase58());
      // The prepare request was its own trace: the create joined the confirmation, not everything.
      const prepare = receiver.spans.find((s) => s.name === "POST /v1/transactions/prepare");
      expect(prepare?.traceId).toBeDefined();
      expect(prepare?.traceId).not.toBe(create.traceId);
    } finally {
      await stopTracing();
      await receiver.close();
      await webhooks.close();
    }
  }, 120_000);
});

function parentIn(span: ReceivedSpan, spans: ReceivedSpan[]): boolean {
  return span.parentSpanId !== undefined && spans.some((s) => s.spanId === span.parentSpanId);
}

function names(spans: ReceivedSpan[]): string {
  return [...new Set(spans.map((s) => s.name))].join(", ");
}
