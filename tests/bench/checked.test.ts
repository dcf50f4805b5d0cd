import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Checked } from "../../bench/support/checked";

/**
 * A benchmark never reports a figure over failures (bench/support/checked.ts): it names how many answers failed and
 * the first few, and exits non-zero. Shown on the helper itself and on a real benchmark run against a stopped devnet.
 */
function runTsx(args: string[], env: Record<string, string> = {}) {
  // Without DATABASE_URL: the benchmark run here needs no database, and none of the Vitest worker's.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawnSync(process.execPath, ["--import", "tsx", ...args], {
    encoding: "utf8",
    env: { ...inherited, ...env },
    timeout: 90_000,
  });
}

describe("checked benchmark answers", () => {
  it("names how many answers failed and the first five, with their status and an excerpt of their body", () => {
    const checks = new Checked("bench:example");
    checks.status("GET /v1/quote", 200, { ok: true });
    for (let i = 0; i < 7; i++) checks.status(`GET /v1/quote #${i}`, 401, { error: { code: "UNAUTHENTICATED" } });
    checks.equal("events delivered", 99, 100);
    checks.tally(1_000, 3, { what: "autocannon", status: 429, body: "x".repeat(1_000) });

    expect(checks.failed).toBe(11);
    expect(checks.recorded).toBe(1_009);
    const report = checks.report();
    expect(report).toContain("bench:example: 11 of 1009 answers failed");
    expect(report).toContain('GET /v1/quote #0: 401 {"error":{"code":"UNAUTHENTICATED"}}');
    expect(report).toContain("GET /v1/quote #4: 401");
    expect(report).not.toContain("GET /v1/quote #5");
    expect(report).toContain("... and 6 more");
  });

  it("lets a run whose answers were all right go on to print its figure", () => {
    const checks = new Checked("bench:example");
    checks.status("GET /api/health", 200);
    checks.equal("events delivered", 100, 100);
    checks.tally(500, 0, { what: "autocannon" });
    expect(checks.failed).toBe(0);
    expect(() => checks.orExit()).not.toThrow();
  });

  it("exits 1 before the figure when an answer failed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "checked-"));
    const script = path.join(dir, "bench.ts");
    const helper = path.resolve("bench/support/checked.ts");
    writeFileSync(
      script,
      `import { Checked } from ${JSON.stringify(helper)};
const checks = new Checked("bench:example");
checks.status("GET /v1/quote", 403, { error: { code: "FORBIDDEN", details: { reason: "tier_is_per_account" } } });
checks.orExit();
console.log("quote / bare = 61%");`,
    );
    const run = runTsx([script]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("bench:example: 1 of 1 answers failed");
    expect(run.stderr).toContain("GET /v1/quote: 403");
    expect(run.stderr).toContain("tier_is_per_account");
    expect(run.stdout).not.toContain("quote / bare");
  });

  it("fails a real benchmark whose devnet is stopped, naming the failed sends, with no figure", () => {
    const run = runTsx([path.join("bench", "devnet.ts")], { BENCH_SMOKE: "1", BENCH_BREAK: "stopped-devnet" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/bench:devnet: \d+ of \d+ answers failed/);
    expect(run.stderr).toContain("sendTransaction: error fetch failed");
    expect(run.stdout).not.toContain("transactions/s");
  }, 90_000);
});
