import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { printTimingSummary, recordPlaywrightFile, recordStepTime, recordVitestFiles } from "./test-timing";

/**
 * `npm test`: every check and every test, in the order that fails fastest. Ends with one plain line
 * "tests: N passed, N failed" and a non-zero exit when anything failed.
 */
const bin = (name: string) => path.join("node_modules", ".bin", name);
const reports = mkdtempSync(path.join(tmpdir(), "test-reports-"));
let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
/** Failed tests by name, repeated at the end: a long run's log is often read from its tail. */
const failedTests: string[] = [];

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${name}`);
  const startedAt = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  recordStepTime(name, startedAt);
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  recordVitestFiles(report.testResults);
  for (const testFile of report.testResults) {
    for (const test of testFile.assertionResults) {
      if (test.status !== "failed") continue;
      const reason = (test.failureMessages[0] ?? "").split("\n", 1).join("").slice(0, 300);
      failedTests.push(`${path.relative(process.cwd(), testFile.name)} › ${test.fullName}: ${reason}`);
    }
  }
}

type PlaywrightResult = {
  duration: number;
  error?: { message?: string; location?: { file: string; line: number } };
};

/** The failure's first line and the spec line it stopped at, without the terminal's colour codes. */
function playwrightReason(results: PlaywrightResult[] = []): string {
  const error = results.at(-1)?.error;
  if (!error) return "";
  const message = stripVTControlCharacters(error.message ?? "")
    .split("\n", 1)
    .join("")
    .slice(0, 300);
  const at = error.location ? ` (line ${error.location.line})` : "";
  return `: ${message}${at}`;
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: { title: string; tests: { status: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
};

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const durations = new Map<string, number[]>();
  const walk = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const file = suite.file ?? suite.title;
        durations.set(file, [...(durations.get(file) ?? []), ...(test.results ?? []).map((r) => r.duration)]);
        if (test.status === "expected" || test.status === "flaky") passed++;
        else if (test.status !== "skipped") {
          failed++;
          failedTests.push(`${suite.title} › ${spec.title}${playwrightReason(test.results)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(readFileSync(file, "utf8")) as { suites?: PlaywrightSuite[] }).suites ?? [])
    walk(suite);
  for (const [specFile, ms] of durations) recordPlaywrightFile(specFile, ms);
}

function hasSpecs(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((name) => String(name).endsWith(".spec.ts"));
}

step("lint and format (biome)", bin("biome"), ["check", "."]);
step("types (tsc)", bin("tsc"), ["--noEmit", "-p", "."]);
step("layering (dependency-cruiser)", bin("depcruise"), [
  "app",
  "components",
  "server",
  "scripts",
  "--config",
  ".dependency-cruiser.cjs",
]);
step("OpenAPI document (redocly lint)", bin("tsx"), ["scripts/openapi-lint.ts"]);

// promtool comes with Debian's prometheus package, which .ci/run installs; a machine without it skips, saying so.
if (spawnSync("promtool", ["--version"], { stdio: "ignore" }).status === 0) {
  step("alert rules (promtool check rules)", "promtool", ["check", "rules", "ops/prometheus/alerts.yml"]);
  step("alert rules fire as meant (promtool test rules)", "promtool", [
    "test",
    "rules",
    "ops/prometheus/alerts.test.yml",
  ]);
} else console.log("\n▶ alert rules: skipped, promtool is not installed (apt-get install prometheus)");

/** Runs a command to its end, its output kept rather than printed. */
async function captured(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  return { code, output };
}

/**
 * A step run beside others: its output is printed whole when it ends, so two steps never interleave. Resolves to
 * whether it passed.
 */
async function besideStep(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const startedAt = performance.now();
  const { code, output } = await captured(command, args, env);
  recordStepTime(name, startedAt);
  console.log(`\n▶ ${name}\n${output}`);
  if (code !== 0) failedSteps.push(name);
  return code === 0;
}

/**
 * Every benchmark in bench/ in its short mode (BENCH_SMOKE=1, bench/support/checked.ts): a handful of items each,
 * so a benchmark that no longer measures what it says (a refused key, a ledger it cannot reach) fails the build; it
 * exits non-zero naming the failed answers. The full runs stay manual (docs/benchmarks.md). Those whose figures
 * depend on the database run on it (each makes a database of its own there); the others on PGlite, as npm start does.
 */
const ownDatabaseBenches = new Set(["api", "dashboard", "webhooks"]);
function smokeEnv(name: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SMOKE: "1" };
  if (!ownDatabaseBenches.has(name)) delete env.DATABASE_URL;
  return env;
}

/** The smokes two at a time: each spends most of its time waiting for its own devnet and database, on free ports. */
async function smokeBenchmarksTwoAtATime(names: string[]): Promise<void> {
  const queue = [...names];
  const runOne = async (): Promise<void> => {
    for (let name = queue.shift(); name; name = queue.shift())
      await besideStep(`benchmark ${name} (smoke)`, bin("tsx"), [path.join("bench", `${name}.ts`)], smokeEnv(name));
  };
  await Promise.all([runOne(), runOne()]);
}

/** A benchmark run against a target broken on purpose must fail, naming the answers: a figure is never printed. */
async function smokeBenchmarkMustFail(name: string, bench: string, breakWith: string, named: RegExp): Promise<void> {
  const startedAt = performance.now();
  const env = { ...process.env, BENCH_SMOKE: "1", BENCH_BREAK: breakWith };
  const { code, output } = await captured(bin("tsx"), [path.join("bench", `${bench}.ts`)], env);
  recordStepTime(name, startedAt);
  console.log(`\n▶ ${name}\n${output}`);
  if (code === 0 || !/answers failed/.test(output) || !named.test(output)) failedSteps.push(name);
}

/**
 * With DATABASE_URL, the end-to-end server gets a database of its own on that server, dropped afterwards, as the
 * Vitest workers do: what earlier runs left in the shared database never reaches its background functions.
 */
async function withOwnDatabase(run: (env: NodeJS.ProcessEnv) => Promise<void>): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return run(process.env);
  const { default: postgres } = await import("postgres");
  const name = `payment_e2e_${Date.now()}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run({ ...process.env, DATABASE_URL: url.toString() });
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** Vitest, its output streamed: it is the long step a reader watches. */
async function vitestLane(): Promise<void> {
  const vitestReport = path.join(reports, "vitest.json");
  const startedAt = performance.now();
  const child = spawn(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    { stdio: "inherit" },
  );
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  recordStepTime("unit and integration tests (vitest)", startedAt);
  if (code !== 0) failedSteps.push("unit and integration tests (vitest)");
  countVitest(vitestReport);
}

const smokes = [
  "payroll-packing",
  "payroll-duplicates",
  "program-address",
  "devnet",
  "devnet-subscriptions",
  "webhooks",
  "dashboard",
  "large-prepare",
  "private-payroll",
  "deposit-watcher",
  "privacy",
];

/**
 * The production build, the browser tests against it, the API benchmark that serves that build, then the other
 * benchmark smokes (which need no build).
 */
async function browserLane(): Promise<void> {
  if (!hasSpecs("e2e")) return smokeBenchmarksTwoAtATime(smokes);
  const built = await besideStep(
    "production build (next build)",
    process.execPath,
    ["node_modules/next/dist/bin/next", "build"],
    process.env,
  );
  if (!built) return smokeBenchmarksTwoAtATime(smokes);
  const playwrightReport = path.join(reports, "playwright.json");
  await withOwnDatabase(async (env) => {
    await besideStep("end-to-end tests (playwright, chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
  });
  countPlaywright(playwrightReport);
  // bench:api serves the production build just made (scripts/start.ts builds only when the sources are newer).
  await besideStep("benchmark api (smoke)", bin("tsx"), [path.join("bench", "api.ts")], smokeEnv("api"));
  await smokeBenchmarkMustFail("benchmark api with keys the API refuses (must fail)", "api", "wrong-key", /: 401 /);
  await smokeBenchmarksTwoAtATime(smokes);
}

/**
 * The two lanes side by side: most of either one's time is spent waiting (on the ledger's slots, on the browser).
 * One after the other they took about 20 minutes on two cores; side by side, about as long as Vitest alone
 * (docs/benchmarks.md, "The test suite").
 */
await Promise.all([vitestLane(), browserLane()]);

printTimingSummary();
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((name) => `  - ${name}`).join("\n")}`);
if (failedSteps.length > 0) console.log(`\nFailed: ${failedSteps.join("; ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
