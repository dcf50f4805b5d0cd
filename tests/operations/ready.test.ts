import net from "node:net";
import { Keypair } from "@solana/web3.js";
import { desc, eq } from "drizzle-orm";
import { bigint, integer, pgSchema, text } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as readyRoute from "@/app/api/ready/route";
import { closeDb, getDb } from "@/server/db/client";
import { backgroundLoops } from "@/server/db/schema";
import { startDevnet } from "@/server/devnet/start-devnet";
import { resetEnv } from "@/server/env";
import { clientAddressHeader } from "@/server/http/client-address";
import { probeLimitPerMinute } from "@/server/http/rate-limit";
import { forgetProcessSingleton } from "@/server/process-singleton";
import { testExecutor } from "../jobs/fixtures";
import { createPrivateSend } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { ownClientAddress } from "../support/own-client-address";
import { appTransport } from "../support/serve-transport";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/** Drizzle's record of the migrations applied, as its migrator writes it. */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: integer("id").notNull(),
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

const metricsToken = "ready-test-metrics-token-0123456789";
beforeAll(() => {
  process.env.METRICS_TOKEN = metricsToken;
  resetEnv();
});
afterAll(() => {
  delete process.env.METRICS_TOKEN;
  resetEnv();
});

/** A probe with `headers`; by default the metrics token's, which gets the checks' details. */
async function ready(
  headers: Record<string, string> = { authorization: `Bearer ${metricsToken}` },
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the report's JSON as it comes
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await readyRoute.GET(new Request("http://localhost:3000/api/ready", { headers }));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function expectReady() {
  const answer = await ready();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe("ready");
  for (const name of ["database", "ledger", "background", "depositWatcher"]) {
    expect(answer.body.checks[name], name).toMatchObject({ ok: true });
  }
  return answer.body;
}

const databaseUrl = process.env.DATABASE_URL;
afterEach(() => {
  if (databaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = databaseUrl;
  resetEnv();
});

describe("GET /api/ready", () => {
  it("is ready with the database, the ledger and the executor up, reporting the slot and the watcher", async () => {
    // A deposit to watch starts this world's watcher: the whole suite shares a database per worker, and deposits an
    // earlier file left behind, with no watcher of theirs running any more, are rightly reported as behind.
    const owner = await newAccountKey("write");
    await createPrivateSend(owner.key, Keypair.generate().publicKey);
    await eventually(async () => (await ready()).status === 200);
    const body = await expectReady();
    expect(body.checks.ledger.slot).toBeGreaterThan(0);
    expect(body.checks.background.mode).toBe("local");
    expect(body.checks.depositWatcher.depositsWatched).toBeGreaterThan(0);
    expect(body.checks.depositWatcher.lagSeconds).toBeLessThan(60);
  }, 30_000);

  it("tells a stranger the status and the failing checks' names only, and counts its probes per client address", async () => {
    await eventually(async () => (await ready()).status === 200);
    const stranger = ownClientAddress();
    expect(await ready(stranger)).toMatchObject({ status: 200, body: { status: "ready" } });
    expect((await ready(stranger)).body).toEqual({ status: "ready" });
    const wrongToken = { ...stranger, authorization: "Bearer not-the-metrics-token-at-all" };
    expect((await ready(wrongToken)).body).toEqual({ status: "ready" });

    await suite.world.executor.stop();
    try {
      // No reason, mode, slot nor deposit count: only which checks fail.
      expect(await ready(stranger)).toMatchObject({
        status: 503,
        body: { status: "not_ready", failing: ["background"] },
      });
      expect(Object.keys((await ready(stranger)).body).sort()).toEqual(["failing", "status"]);
      expect((await ready()).body.checks.background.reason).toMatch(/executor is not running/);
    } finally {
      await suite.world.executor.start();
    }

    // Past the limit a stranger is refused until the next minute (a minute that turns mid-loop allows one more
    // round of probes, so the loop is bounded by three rounds); the metrics token is not counted.
    let refused: Awaited<ReturnType<typeof ready>> | undefined;
    for (let i = 0; i < 3 * probeLimitPerMinute && !refused; i++) {
      const answer = await ready(stranger);
      if (answer.status === 429) refused = answer;
      else expect(answer.headers.get("x-ratelimit-limit")).toBeNull();
    }
    expect(refused?.body.error).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", details: { scope: "probe" } });
    expect(refused?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused?.headers.get("x-ratelimit-limit")).toBe(String(probeLimitPerMinute));
    expect((await ready({ ...stranger, authorization: `Bearer ${metricsToken}` })).status).toBe(200);
    expect((await ready({ [clientAddressHeader]: "198.51.100.7" })).status).toBe(200);
  }, 60_000);

  it("is not ready while the ledger is down, and ready again once it is back", async () => {
    const { world } = suite;
    const port = Number(new URL(world.devnet.url).port);
    await world.devnet.close();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe("not_ready");
    expect(down.body.failing).toEqual(["ledger"]);
    expect(down.body.checks.ledger.reason).toBeTruthy();
    // The suite closes the revived ledger at the end, in place of the stopped one.
    world.devnet = await startDevnet({ port, dataDir: world.dataDir, slotMs: 50 });
    await expectReady();
  }, 30_000);

  it("is not ready while the executor is stopped, and ready again once it runs", async () => {
    await suite.world.executor.stop();
    const stopped = await ready();
    expect(stopped.status).toBe(503);
    expect(stopped.body.failing).toEqual(["background"]);
    expect(stopped.body.checks.background.reason).toMatch(/executor is not running/);
    await suite.world.executor.start();
    await expectReady();
  }, 30_000);

  it("is not ready while the deposit watcher is behind, and ready again once it keeps up", async () => {
    const owner = await newAccountKey("write");
    await createPrivateSend(owner.key, Keypair.generate().publicKey);
    // The watcher stops with the executor; its last round began ten minutes ago, as if it had hung since.
    await suite.world.executor.stop();
    const db = await getDb();
    const setHeartbeat = (at: Date) =>
      db.update(backgroundLoops).set({ heartbeatAt: at }).where(eq(backgroundLoops.name, "deposit-watcher"));
    await setHeartbeat(new Date(Date.now() - 600_000));
    const behind = await ready();
    expect(behind.status).toBe(503);
    expect(behind.body.failing).toEqual(["background", "depositWatcher"]);
    expect(behind.body.checks.depositWatcher.lagSeconds).toBeGreaterThanOrEqual(600);
    expect(behind.body.checks.depositWatcher.depositsWatched).toBeGreaterThan(0);
    await setHeartbeat(new Date());
    await suite.world.executor.start();
    await expectReady();
  }, 30_000);

  it("is not ready on a database an older version migrated, and ready once it is migrated", async () => {
    const db = await getDb();
    const newest = await db.select().from(appliedMigrations).orderBy(desc(appliedMigrations.createdAt)).limit(1);
    const row = newest[0]!;
    await db.delete(appliedMigrations).where(eq(appliedMigrations.id, row.id));
    try {
      const old = await ready();
      expect(old.status).toBe(503);
      expect(old.body.failing).toEqual(["database"]);
      expect(old.body.checks.database.reason).toMatch(/not migrated/);
    } finally {
      await db.insert(appliedMigrations).values(row);
    }
    await expectReady();
  });

  it("is not ready while the database cannot be reached, and ready again once it can", async () => {
    // The executor keeps the handle it was given: it stops first, and starts again on the reopened database.
    await suite.world.executor.stop();
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    resetEnv();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.failing).toContain("database");
    expect(down.body.checks.database.reason).toBeTruthy();
    expect(down.body.checks.ledger.ok).toBe(true);

    if (databaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = databaseUrl;
    resetEnv();
    const back = await ready();
    expect(back.body.checks.database, JSON.stringify(back.body)).toMatchObject({ ok: true });
    expect(back.body.failing).toEqual(["background"]);
    const executor = await testExecutor(appTransport);
    await executor.start();
    try {
      await expectReady();
    } finally {
      await executor.stop();
    }
  }, 30_000);

  it("answers a stranger 503 naming the database while the database refuses connections", async () => {
    await suite.world.executor.stop();
    await reopenDatabaseAt("postgres://postgres@127.0.0.1:1/unreachable");
    try {
      const stranger = await ready(ownClientAddress());
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(503);
      expect(stranger.body.status).toBe("not_ready");
      expect(stranger.body.failing).toContain("database");
      expect(Object.keys(stranger.body).sort()).toEqual(["failing", "status"]);
    } finally {
      await reopenDatabaseAt(databaseUrl);
    }
  }, 30_000);

  it("answers a stranger 503 while the database accepts connections and never answers: each check is bounded", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const { port } = silent.address() as net.AddressInfo;
    await suite.world.executor.stop();
    await reopenDatabaseAt(`postgres://postgres@127.0.0.1:${port}/silent`);
    try {
      // Before, the probe waited on the database to count it, past this test's time.
      const stranger = await ready(ownClientAddress());
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(503);
      expect(stranger.body.failing).toContain("database");
      const scraper = await ready();
      expect(scraper.body.checks.database.reason).toMatch(/no answer in 3000 ms/);
    } finally {
      // The connections the client still waits on end, so its open fails and the real database is opened again.
      for (const socket of sockets) socket.destroy();
      silent.close();
      await reopenDatabaseAt(databaseUrl);
    }
  }, 20_000);
});

/**
 * Points the app at the database at `url` (undefined: the embedded one) as an instance started then would find it:
 * the pool and the rate-limit counters are opened again on first use.
 */
async function reopenDatabaseAt(url: string | undefined) {
  await closeDb().catch(() => {});
  if (url === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = url;
  resetEnv();
  forgetProcessSingleton("rate-limit-counters");
}
