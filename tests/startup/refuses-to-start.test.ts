import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { linesOf, runEntry } from "./processes";

/** Ports nobody else on the machine uses: a test that fails on a broken check must not start the real thing there. */
const base = () => ({ PORT: "3391", DEVNET_PORT: "8991", DATA_DIR: mkdtempSync(path.join(tmpdir(), "refuse-")) });

/**
 * A refusal comes within a process's start-up, but one that did not refuse would run on: the bound tells them
 * apart, and is generous because starting node with tsx takes seconds on a loaded machine.
 */
const refusalMs = 25_000;

async function expectRefusal(entry: string, environment: Record<string, string>, naming: string) {
  const { finished } = runEntry(entry, [], { ...base(), ...environment }, refusalMs);
  const { code, output, timedOut } = await finished;
  expect(timedOut, output).toBe(false);
  expect(code).not.toBe(0);
  const lines = linesOf(output);
  expect(lines, output).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: /);
  expect(lines[0]).toContain(naming);
  expect(output).not.toMatch(/Ready|running|\n\s+at /);
}

describe("npm start refuses a bad configuration before anything starts", { timeout: 3 * refusalMs }, () => {
  it("stops at a malformed BOOTSTRAP_API_KEY, in one line", async () => {
    await expectRefusal("scripts/start.ts", { BOOTSTRAP_API_KEY: "psk_test_tooshort" }, "BOOTSTRAP_API_KEY");
  });

  it("stops at a variable that fails its schema", async () => {
    await expectRefusal("scripts/start.ts", { LOG_LEVEL: "loud" }, "LOG_LEVEL");
  });

  it("stops on a shared database without APP_SECRET, and on a real cluster without TREASURY_SECRET_KEY", async () => {
    await expectRefusal("scripts/start.ts", { DATABASE_URL: "postgres://app@127.0.0.1:1/payments" }, "APP_SECRET");
    await expectRefusal("scripts/start.ts", { SOLANA_RPC_URL: "https://rpc.invalid/" }, "TREASURY_SECRET_KEY");
  });

  it("stops at a PUBLIC_URL that is not an origin", async () => {
    await expectRefusal("scripts/start.ts", { PUBLIC_URL: "pay.example.com" }, "PUBLIC_URL");
  });

  it("stops at half an Inngest configuration", async () => {
    await expectRefusal("scripts/start.ts", { INNGEST_EVENT_KEY: "key" }, "INNGEST_SIGNING_KEY");
  });
});

describe("the server's boot refuses the same way (next start run directly)", { timeout: 3 * refusalMs }, () => {
  it("exits with one line instead of serving 500s", async () => {
    await expectRefusal("tests/startup/boot-child.ts", { BOOTSTRAP_API_KEY: "psk_live_0123" }, "BOOTSTRAP_API_KEY");
    await expectRefusal("tests/startup/boot-child.ts", { TREASURY_SECRET_KEY: "[1,2,3]" }, "TREASURY_SECRET_KEY");
  });
});
