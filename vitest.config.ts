import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { SlowFilesFirst } from "./tests/setup/slow-files-first";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["tests/**/*.test.ts", "server/**/*.test.ts"],
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/worker-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: SlowFilesFirst },
    pool: "forks",
    maxWorkers: 2,
  },
});
