import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as unknownRoute from "@/app/v1/[[...unknown]]/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { resetEnv } from "@/server/env";
import { fundSol } from "../devnet/harness";
import { createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { getQuote, pay, settledStatus, walletSuite } from "../wallet/wallet-harness";
import {
  getMetrics,
  hasPromtool,
  idLikeLabels,
  parseSamples,
  promtoolCheckMetrics,
  type Sample,
  sampleValue,
} from "./scrape";

const suite = walletSuite();
const token = "metrics-token-for-tests-0123456789";
const bearer = { authorization: `Bearer ${token}` };

beforeAll(() => {
  process.env.METRICS_TOKEN = token;
  resetEnv();
});
afterAll(() => {
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const { status, text } = await getMetrics(bearer);
  expect(status, text).toBe(200);
  return { text, samples: parseSamples(text) };
}

describe("GET /metrics", () => {
  it("answers only with the token, or without one to loopback clients only", async () => {
    expect((await getMetrics({})).status).toBe(401);
    expect((await getMetrics({ authorization: "Bearer not-the-token-at-all-000" })).status).toBe(401);
    delete process.env.METRICS_TOKEN;
    resetEnv();
    try {
      // No server stamped the address: nobody can be known to be local.
      expect((await getMetrics({})).status).toBe(403);
      const elsewhere = ownClientAddress();
      expect((await getMetrics(elsewhere)).status).toBe(403);
      expect((await getMetrics({ ...elsewhere, "x-client-address": "127.0.0.1" })).status).toBe(200);
      expect((await getMetrics({ ...elsewhere, "x-client-address": "::1" })).status).toBe(200);
    } finally {
      process.env.METRICS_TOKEN = token;
      resetEnv();
    }
  });

  it("moves with a wallet send, a private send and a webhook delivery; no label is an id", async () => {
    const before = await scrape();
    const receiver = await startReceiver();
    try {
      const owner = await newAccountKey("write");
      const hook = await call(webhooksRoute.POST, "POST", "/v1/webhooks", {
        key: owner.key,
        body: { url: receiver.url("/metrics-test"), events: ["transaction.completed"] },
      });
      expect(hook.status).toBe(201);

      const alice = Keypair.generate();
      await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
      const quoteId = await getQuote(owner.key, "SOL", "0.1");
      const body = {
        type: "send" as const,
        quoteId,
        sender: alice.publicKey.toBase58(),
        recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "0.1" }],
      };
      const sent = await pay(owner.key, body, alice);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect((await settledStatus(owner.key, sent.body.transactionId)).status).toBe("completed");
      const path = `/v1/transactions/${sent.body.transactionId}`;
      const params = { transactionId: sent.body.transactionId };
      expect((await call(transactionRoute.GET, "GET", path, { key: owner.key, params })).status).toBe(200);

      const bob = await fundedWallet(suite.world);
      const created = await createPrivateSend(owner.key, bob.publicKey, "3");
      const during = await scrape();
      expect(sampleValue(during.samples, "payments_deposits_watched")).toBeGreaterThan(0);
      expect(sampleValue(during.samples, "payments_private_legs", { state: "awaiting_deposit" })).toBeGreaterThan(0);
      await payDeposit(suite.world, bob, created.ephemeralAddress!, "USDC", created.depositAmount!);
      // Up to 120 s: beside the whole suite on two cores, a private send's steps wait their turn.
      const done = await settledStatus(owner.key, created.transactionId!, ["completed", "failed"], 120_000);
      expect(done.status, JSON.stringify(done)).toBe("completed");
      await eventually(() => receiver.on("/metrics-test").length >= 2, 20_000);
    } finally {
      await receiver.close();
    }

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      expect(sampleValue(after.samples, name, labels) ?? 0, `${name} ${JSON.stringify(labels)}`).toBeGreaterThan(
        sampleValue(before.samples, name, labels) ?? 0,
      );
    const present = (name: string, labels: Record<string, string> = {}) =>
      expect(sampleValue(after.samples, name, labels), `${name} ${JSON.stringify(labels)}`).toBeDefined();

    moved("http_server_requests_total", { method: "POST", route: "/v1/transactions", status: "201" });
    moved("http_server_requests_total", { method: "POST", route: "/v1/webhooks", status: "201" });
    moved("http_server_requests_total", { method: "GET", route: "/v1/transactions/[transactionId]", status: "200" });
    moved("http_server_request_duration_seconds_count", { route: "/v1/transactions/prepare" });
    for (const status of ["pending", "confirmed", "completed"]) {
      moved("payments_transactions_total", { mode: "wallet", type: "send", status });
    }
    moved("payments_transactions_total", { mode: "private", type: "send", status: "processing" });
    moved("payments_transactions_total", { mode: "private", type: "send", status: "completed" });
    for (const state of ["awaiting_deposit", "awaiting_backlog", "scheduled", "paying"]) {
      present("payments_private_legs", { state });
    }
    present("payments_private_oldest_due_leg_age_seconds");
    present("payments_deposits_watched");
    present("payments_deposit_watch_lag_seconds");
    for (const asset of ["SOL", "USDC", "USDT"]) {
      present("payments_treasury_balance", { asset });
      present("payments_pool_balance", { wallet: "pool-0", asset });
    }
    moved("payments_float_topups_total");
    moved("payments_webhook_deliveries_total", { outcome: "succeeded" });
    moved("payments_webhook_delivery_latency_seconds_count");
    present("payments_webhooks_failing");
    present("payments_outbox_backlog");
    present("payments_jobs_runnable");
    present("payments_jobs_oldest_runnable_age_seconds");
    present("payments_job_failures_total", { function: "payment-service-watch-deposits" });
    moved("payments_ledger_rpc_requests_total", { method: "getMultipleAccounts", outcome: "ok" });
    moved("payments_ledger_rpc_requests_total", { method: "sendTransaction", outcome: "ok" });
    moved("payments_ledger_rpc_duration_seconds_count", { method: "getSignatureStatuses" });
    present("process_cpu_user_seconds_total");
    present("nodejs_heap_size_used_bytes");

    expect(idLikeLabels(after.samples)).toEqual([]);
    expect(idLikeLabels(parseSamples('m{route="/v1/transactions/txn_abcdefghij12"} 1'))).toHaveLength(1);
    const routes = new Set(after.samples.map((s) => s.labels.route).filter(Boolean));
    for (const route of routes) expect(route).toMatch(/^(unmatched|(\/([\w.-]+|\[[\w.]+\]))+)$/);
  }, 240_000);

  it("counts a path no route serves as unmatched, never by the path the client made up", async () => {
    const path = `/v1/payouts/${Keypair.generate().publicKey.toBase58()}`;
    const answer = await unknownRoute.GET(new Request(`http://localhost:3000${path}`, { headers: ownClientAddress() }));
    expect(answer.status).toBe(404);
    const { text, samples } = await scrape();
    expect(text).not.toContain("/v1/payouts");
    expect(sampleValue(samples, "http_server_requests_total", { route: "unmatched", status: "404" })).toBeGreaterThan(
      0,
    );
  });

  it("is accepted by promtool check metrics", async (ctx) => {
    if (!hasPromtool) {
      console.warn("promtool is not installed (apt-get install prometheus): the exposition check is skipped");
      ctx.skip();
    }
    const { text } = await scrape();
    const checked = promtoolCheckMetrics(text);
    expect(checked.output).toBe("");
    expect(checked.status).toBe(0);
  });
});
