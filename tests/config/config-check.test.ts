import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configProblems } from "@/server/config-check";
import { keypairFromFile } from "@/server/ledger/keypair-file";
import { childEnv, runChild } from "../support/child-process";

const ok = { APP_SECRET: "x".repeat(32) };

describe("configuration that fails loudly", () => {
  it("names each problem in one line that says what to fix", () => {
    expect(configProblems({})).toEqual([]);
    const cases: [Record<string, string>, RegExp][] = [
      [{ BOOTSTRAP_API_KEY: "psk_test_short" }, /^BOOTSTRAP_API_KEY is not an API key: it must look like psk_live_/],
      [{ TREASURY_SECRET_KEY: "not-a-key" }, /^TREASURY_SECRET_KEY is not a secret key/],
      [{ APP_SECRET: "short" }, /^APP_SECRET is not valid/],
      [{ PORT: "-1" }, /^PORT is not valid/],
      [{ DATABASE_URL: "postgres://db.example/app" }, /^APP_SECRET is required with DATABASE_URL/],
      [{ ...ok, SOLANA_RPC_URL: "https://rpc.example" }, /^TREASURY_SECRET_KEY is required with SOLANA_RPC_URL/],
      [{ INNGEST_EVENT_KEY: "abc" }, /^Inngest is half configured: set INNGEST_SIGNING_KEY too/],
      [{ INNGEST_SIGNING_KEY: "signkey-prod-abc" }, /^Inngest is half configured: set INNGEST_EVENT_KEY too/],
    ];
    for (const [vars, expected] of cases) {
      const problems = configProblems(vars);
      expect(problems, JSON.stringify(vars)).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
      expect(problems[0]).not.toContain("\n");
    }
    // What npm start gives its own app: the embedded devnet needs no treasury key.
    expect(configProblems({ SOLANA_RPC_URL: "http://127.0.0.1:8899", EMBEDDED_DEVNET: "1" })).toEqual([]);
    expect(configProblems({ INNGEST_BASE_URL: "http://127.0.0.1:8288" })).toEqual([]);
    expect(configProblems({ INNGEST_EVENT_KEY: "a", INNGEST_SIGNING_KEY: "b" })).toEqual([]);
  });

  it("stops npm start before anything starts, with one line, when the bootstrap key is malformed", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "config-start-"));
    const started = Date.now();
    const life = await runChild("scripts/start.ts", [], {
      DATA_DIR: dataDir,
      PORT: "3391",
      DEVNET_PORT: "8991",
      BOOTSTRAP_API_KEY: "psk_test_tooshort",
      DATABASE_URL: undefined,
    });
    expect(life.code).toBe(1);
    expect(life.out.trim().split("\n")).toEqual([
      "Configuration error: BOOTSTRAP_API_KEY is not an API key: it must look like psk_live_<32 letters or digits> or psk_test_<32 letters or digits>",
    ]);
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  it("refuses a second process on the same embedded database, with what to do", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "config-lock-"));
    const holder: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/config/hold-database.ts"], {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: undefined }),
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve) =>
        holder.stdout?.on("data", (c: Buffer) => c.includes("HOLDING") && resolve()),
      );
      const second = await runChild("scripts/keys.ts", ["create", "--permission", "read"], {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
      });
      expect(second.code).toBe(1);
      expect(second.out).toContain(`is in use by another process (pid ${holder.pid})`);
      expect(second.out).toContain("stop it first");
    } finally {
      holder.kill("SIGKILL");
    }
    // The holder died without letting go: its stale lock is taken over.
    const after = await runChild("scripts/keys.ts", ["tier", "pro"], { DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(after.out).not.toContain("in use by another process");
  }, 60_000);

  it("writes key files readable by their owner only", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "config-keys-")), "treasury.json");
    keypairFromFile(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
