import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Runs against the production build: `npx next build && npx playwright test`.
// The config is evaluated in the runner and again in each worker; workers inherit the runner's
// environment, so the values decided here once (port, data directory, admin key) are shared.
process.env.E2E_PORT ??= "3100";
process.env.E2E_DEVNET_PORT ??= "8999";
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "payment-e2e-"));
process.env.E2E_ADMIN_KEY ??= `psk_test_${randomBytes(24).toString("base64url").replace(/[-_]/g, "0").slice(0, 32)}`;

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  outputDir: "test-results",
  // Two shared cores: one worker, and no retries that would hide a flaky test.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Bounds, not expectations: they run beside Vitest on two cores (scripts/test.ts), and a bound only costs time
  // when the test fails anyway.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    screenshot: "on",
    // A trace records every step of every test to keep the failing ones. Locally it is how a failure is read; a CI run
    // keeps only its printed output, and recording cost two of the three dashboard specs measured about a third of
    // their time.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      // The distribution's Chromium; Playwright's own browser download is never used.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "api", testDir: "e2e/api" },
    {
      name: "dashboard",
      testDir: "e2e/dashboard",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The embedded devnet, as `npm start` runs it, on a port of its own.
      command: `node --import tsx server/devnet/main.ts`,
      port: Number(process.env.E2E_DEVNET_PORT),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEVNET_PORT: process.env.E2E_DEVNET_PORT,
        LOG_LEVEL: "warn",
      },
    },
    {
      // The server `npm start` runs (scripts/serve.ts). node, not npx: stopping npx would leave the server holding
      // the port.
      command: `node --import tsx scripts/serve.ts --port ${port} --hostname 127.0.0.1`,
      url: `${baseURL}/`,
      // Another checkout on this machine may hold the port: fail rather than test someone else's server.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        BOOTSTRAP_API_KEY: process.env.E2E_ADMIN_KEY,
        APP_SECRET: process.env.APP_SECRET ?? "e2e-app-secret-0123456789abcdef0123456789abcdef",
        WEBHOOK_ALLOW_PRIVATE: "1",
        SOLANA_RPC_URL: `http://127.0.0.1:${process.env.E2E_DEVNET_PORT}`,
        EMBEDDED_DEVNET: "1",
        PRIVATE_DELAY_MIN_S: "0",
        PRIVATE_DELAY_MAX_S: "0",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      },
    },
  ],
});
