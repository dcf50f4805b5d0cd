import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SlowFilesFirst } from "./tests/setup/slow-files-first";

/**
 * Files that need a module graph of their own. Two replace a module of the app (vi.mock), which a graph shared with
 * the files before them has already loaded. The Inngest contract tests hold the SDK's client and serve handler to its
 * answers, which another file's functions and configuration change. The lookup-table upkeep's idle-table test
 * stalled past its 300 s bound in two of three shared runs and in none alone (not yet understood: docs/decisions.md).
 * The malformed-path test loads Next.js's testing helpers, which load its server environment: that replaces the
 * process's setImmediate, nextTick, console, Date and crypto with Next.js's own, and one such setImmediate threw an
 * "AsyncLocalStorage ... not available" invariant in a later file of the same worker.
 * Every other file shares its worker's modules with the files before it (isolate: false;
 * tests/setup/between-files.ts lets go of what one file's process state must not pass on): importing the app again
 * for each of 200 files cost about a third of the suite's time.
 */
const ownModuleGraph = [
  "tests/adversary/payout-prefunded-token-account-payroll.test.ts",
  "tests/operations/tracing.unit.test.ts",
  "tests/jobs/contract/*.test.ts",
  "tests/adversary/lookup-tables.test.ts",
  "tests/api/malformed-path.unit.test.ts",
];
const include = ["tests/**/*.test.ts", "server/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/worker-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFilesFirst },
    pool: "forks",
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "shared", include, exclude: ownModuleGraph, isolate: false } },
      { extends: true, test: { name: "own-graph", include: ownModuleGraph, isolate: true } },
    ],
  },
});
