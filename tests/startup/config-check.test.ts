import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { configProblems } from "@/server/config-check";

const goodKey = `psk_live_${"a1B2".repeat(8)}`;
const goodSecret = "0123456789abcdef0123456789abcdef";
const treasury = Keypair.generate();

function expectOneProblemNaming(source: Record<string, string | undefined>, name: string): string {
  const problems = configProblems(source);
  expect(problems, JSON.stringify(problems)).toHaveLength(1);
  expect(problems[0]).toContain(name);
  expect(problems[0]).not.toContain("\n");
  return problems[0] as string;
}

describe("configuration that starts", () => {
  it("accepts the embedded defaults, and an empty variable as unset", () => {
    expect(configProblems({})).toEqual([]);
    expect(configProblems({ PORT: "", DATABASE_URL: "", BOOTSTRAP_API_KEY: "", INNGEST_EVENT_KEY: "" })).toEqual([]);
  });

  it("accepts the environments the tests and npm start give the app", () => {
    expect(configProblems(process.env)).toEqual([]);
    // npm start's app on its own embedded devnet; the end-to-end server (playwright.config.ts), also on PostgreSQL.
    expect(configProblems({ SOLANA_RPC_URL: "http://127.0.0.1:8899", EMBEDDED_DEVNET: "1" })).toEqual([]);
    const e2e = {
      NODE_ENV: "production",
      PORT: "3100",
      BOOTSTRAP_API_KEY: goodKey,
      APP_SECRET: "e2e-app-secret-0123456789abcdef0123456789abcdef",
      WEBHOOK_ALLOW_PRIVATE: "1",
      SOLANA_RPC_URL: "http://127.0.0.1:8999",
      EMBEDDED_DEVNET: "1",
      PRIVATE_DELAY_MIN_S: "0",
      PRIVATE_DELAY_MAX_S: "0",
      LOG_LEVEL: "warn",
    };
    expect(configProblems(e2e)).toEqual([]);
    expect(configProblems({ ...e2e, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" })).toEqual([]);
  });

  it("accepts real infrastructure with its secrets", () => {
    const production = {
      DATABASE_URL: "postgres://app:pw@db.internal:5432/payments",
      APP_SECRET: goodSecret,
      SOLANA_RPC_URL: "https://api.mainnet-beta.solana.com",
      TREASURY_SECRET_KEY: bs58.encode(treasury.secretKey),
      BOOTSTRAP_API_KEY: goodKey,
      TRUST_PROXY: "1",
    };
    expect(configProblems(production)).toEqual([]);
    const asJson = JSON.stringify(Array.from(treasury.secretKey));
    expect(configProblems({ ...production, TREASURY_SECRET_KEY: asJson })).toEqual([]);
  });
});

describe("configuration that does not start", () => {
  it("names each variable that fails its schema, one line each", () => {
    const problems = configProblems({
      PORT: "abc",
      LOG_LEVEL: "loud",
      DATABASE_URL: "not a url",
      APP_SECRET: goodSecret,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PORT must be a port number/);
    expect(problems[1]).toMatch(/^DATABASE_URL must be a URL/);
    expect(problems[2]).toMatch(/^LOG_LEVEL must be one of debug, info, warn, error, silent/);
    expectOneProblemNaming({ TRUST_PROXY: "-1" }, "TRUST_PROXY");
    expectOneProblemNaming({ EMBEDDED_DEVNET: "yes" }, "EMBEDDED_DEVNET");
  });

  it("refuses a malformed BOOTSTRAP_API_KEY", () => {
    for (const key of ["psk_live_short", `psk_prod_${"a".repeat(32)}`, `psk_test_${"a".repeat(31)}!`, "secret"]) {
      expect(expectOneProblemNaming({ BOOTSTRAP_API_KEY: key }, "BOOTSTRAP_API_KEY")).toContain("psk_live_<32");
    }
  });

  it("refuses an APP_SECRET shorter than 32 characters", () => {
    expectOneProblemNaming({ APP_SECRET: "x".repeat(31) }, "APP_SECRET");
  });

  it("refuses a TREASURY_SECRET_KEY that is not a 64-byte secret key", () => {
    const malformed = [
      "not base58 0OIl",
      bs58.encode(treasury.secretKey.slice(0, 32)),
      bs58.encode(new Uint8Array(64).fill(7)),
      "[1,2,3",
      JSON.stringify(Array.from(treasury.secretKey.slice(0, 63))),
    ];
    for (const key of malformed) expectOneProblemNaming({ TREASURY_SECRET_KEY: key }, "TREASURY_SECRET_KEY");
  });

  it("requires APP_SECRET on a shared database, pointing at the generated one when there is one", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "config-"));
    const source = { DATABASE_URL: "postgres://app@db.internal:5432/payments", DATA_DIR: dataDir };
    expect(expectOneProblemNaming(source, "APP_SECRET")).not.toContain(dataDir);
    writeFileSync(path.join(dataDir, "app-secret"), "generated");
    expect(expectOneProblemNaming(source, "APP_SECRET")).toContain(path.join(dataDir, "app-secret"));
  });

  it("requires TREASURY_SECRET_KEY on any cluster but the embedded devnet", () => {
    for (const url of ["https://api.devnet.solana.com", "http://127.0.0.1:8899"]) {
      expectOneProblemNaming({ SOLANA_RPC_URL: url }, "TREASURY_SECRET_KEY");
      expectOneProblemNaming({ SOLANA_RPC_URL: url, EMBEDDED_DEVNET: "0" }, "TREASURY_SECRET_KEY");
    }
  });

  it("accepts only whole Inngest configurations", () => {
    const good = [
      { INNGEST_EVENT_KEY: "e", INNGEST_SIGNING_KEY: "signkey-prod-1" },
      { INNGEST_EVENT_KEY: "e", INNGEST_SIGNING_KEY: "signkey-prod-1", INNGEST_BASE_URL: "https://inngest.internal" },
      { INNGEST_DEV: "1", INNGEST_BASE_URL: "http://127.0.0.1:8288" },
      { INNGEST_DEV: "http://127.0.0.1:8288", INNGEST_BASE_URL: "http://127.0.0.1:8288", INNGEST_EVENT_KEY: "e" },
      { INNGEST_DEV: "0" },
    ];
    for (const source of good) expect(configProblems(source), JSON.stringify(source)).toEqual([]);
    const half = [
      { INNGEST_EVENT_KEY: "e" },
      { INNGEST_SIGNING_KEY: "signkey-prod-1" },
      { INNGEST_BASE_URL: "https://inngest.internal" },
      { INNGEST_BASE_URL: "https://inngest.internal", INNGEST_EVENT_KEY: "e" },
      { INNGEST_DEV: "1" },
      { INNGEST_DEV: "1", INNGEST_EVENT_KEY: "e", INNGEST_SIGNING_KEY: "signkey-prod-1" },
    ];
    for (const source of half) expectOneProblemNaming(source, "INNGEST_");
    expect(configProblems({ INNGEST_EVENT_KEY: "e" })[0]).toContain("INNGEST_SIGNING_KEY is not");
  });

  it("lists every problem at once", () => {
    const source = {
      BOOTSTRAP_API_KEY: "psk_test_x",
      SOLANA_RPC_URL: "https://rpc.example.com",
      INNGEST_EVENT_KEY: "e",
    };
    expect(configProblems(source)).toHaveLength(3);
  });
});
