import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@solana/web3.js";
import { type Browser, chromium, type Page } from "playwright-core";
import { freePort, freePortPair } from "../tests/devnet/harness";
import { Checked, smokeOr } from "./support/checked";

/**
 * Page load times in a real browser: every dashboard page, the sign-in page, the API reference, the landing page
 * and a hosted pay page, against the production build served as the end-to-end tests serve it (the embedded
 * devnet, then scripts/serve.ts, on PGlite in a temporary directory). Builds nothing: run `npx next build` first.
 *
 * Each page is opened `BENCH_VISITS` times in a browser context of its own: the first visit is cold (nothing
 * cached), the others warm (scripts from the HTTP cache, as on a second visit). Times are from the navigation's
 * start, read in the page (performance.now()):
 * - content: the page's main content is on screen: its h1 is visible, no "Loading…" line and no aria-busy
 *   element is left, and the page's own mark (a data row, an empty state, a form) is visible;
 * - load: the load event ended; idle: the last network answer before 500 ms without any (polling excluded).
 * JS kB: scripts transferred on the visit (gzip as sent; 0 when cached) and their decoded size.
 *
 * Run: npx next build && npm run bench:pages   (options: BENCH_VISITS=4; BENCH_SMOKE=1: 2; BENCH_ONLY=/docs,/audit)
 */
const visits = Number(process.env.BENCH_VISITS ?? smokeOr(2, 4));
const only = process.env.BENCH_ONLY?.split(",");
const checks = new Checked("bench:pages");
const adminKey = `psk_test_${randomBytes(24).toString("base64url").replace(/[-_]/g, "0").slice(0, 32)}`;
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));

function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

/** Stops the servers, waits for them to exit (at most 10 s each), then removes their data directory. */
async function shutdown(): Promise<void> {
  stopAll();
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      setTimeout(resolve, 10_000).unref();
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("exit", () => {
  stopAll();
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // A server still writing into it: the system's cleaning of temporary files takes it later.
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

/** Starts `args` under node with tsx and resolves once `ready` says so (at most `timeoutMs`). */
function start(args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>, timeoutMs: number) {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${args[0]} exited (${child.exitCode}):\n${output}`);
      if (await ready().catch(() => false)) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${args[0]} did not start in ${timeoutMs / 1000} s:\n${output}`);
  })();
}

const listening = (url: string) => () => fetch(url).then((response) => response.status < 500);

/** The devnet and the app, with the environment playwright.config.ts gives the end-to-end server. */
async function startServers(): Promise<string> {
  const devnetPort = Number(process.env.BENCH_DEVNET_PORT ?? (await freePortPair()));
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const rpcUrl = `http://127.0.0.1:${devnetPort}`;
  const base = `http://127.0.0.1:${port}`;
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  delete common.DATABASE_URL;
  const health = () =>
    fetch(rpcUrl, { method: "POST", body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}' }).then((r) => r.ok);
  await start(
    [path.join("server", "devnet", "main.ts")],
    { ...common, DEVNET_PORT: String(devnetPort) },
    health,
    60_000,
  );
  await start(
    [path.join("scripts", "serve.ts"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      ...common,
      NODE_ENV: "production",
      PORT: String(port),
      BOOTSTRAP_API_KEY: adminKey,
      APP_SECRET: "bench-app-secret-0123456789abcdef0123456789abcdef",
      WEBHOOK_ALLOW_PRIVATE: "1",
      SOLANA_RPC_URL: rpcUrl,
      EMBEDDED_DEVNET: "1",
      PRIVATE_DELAY_MIN_S: "0",
      PRIVATE_DELAY_MAX_S: "0",
    },
    listening(`${base}/api/health`),
    120_000,
  );
  return base;
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads arbitrary JSON bodies
async function api(base: string, method: string, url: string, body?: unknown): Promise<any> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${adminKey}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => undefined);
  if (!checks.status(`${method} ${url}`, response.status, answer))
    throw new Error(`${method} ${url}: ${response.status}`);
  return answer;
}

/** What the pages show: a payment request (and its pay page), a private send waiting for its deposit, a webhook. */
async function seed(base: string) {
  const address = () => Keypair.generate().publicKey.toBase58();
  const request = await api(base, "POST", "/v1/payment-requests", {
    asset: "USDC",
    amount: "12.5",
    recipient: address(),
    label: "Corner Shop",
  });
  const quote = await api(base, "GET", "/v1/quote?inputAsset=USDC&outputAsset=USDC&amount=1&mode=private");
  const send = await api(base, "POST", "/v1/transactions", {
    type: "send",
    mode: "private",
    quoteId: quote.quoteId,
    sender: address(),
    recipients: [{ address: address(), amount: "1" }],
  });
  const hook = await api(base, "POST", "/v1/webhooks", {
    url: "https://example.com/hooks",
    events: ["transaction.completed"],
  });
  return {
    payPath: new URL(request.url as string).pathname,
    transactionId: send.transactionId as string,
    webhookId: hook.webhookId as string,
  };
}

/** Each page and what marks its main content: every selector matches a visible element (and no loading line). */
function pages(seeded: Awaited<ReturnType<typeof seed>>): { path: string; marks: string[]; signedIn: boolean }[] {
  const list = "main table tbody tr, main [data-empty], main form, main section";
  const dashboard = (path: string, marks = ["h1", list]) => ({ path, marks, signedIn: true });
  const all = [
    { path: "/", marks: ["h1", "main section"], signedIn: false },
    { path: "/login", marks: ["main h3", "main form"], signedIn: false },
    { path: "/docs", marks: ["h1", "section[id] article"], signedIn: false },
    { path: seeded.payPath, marks: ["h1", "main"], signedIn: false },
    dashboard("/overview", ["h1", "[data-tile]"]),
    dashboard("/transactions", ["h1", "[data-transaction-row]"]),
    dashboard(`/transactions/${seeded.transactionId}`, ["[data-detail-amount]", "[data-timeline]"]),
    dashboard("/send", ["h1", "main form"]),
    dashboard("/payroll", ["h1", "[data-csv-drop]"]),
    dashboard("/payment-requests"),
    dashboard("/webhooks"),
    dashboard(`/webhooks/${seeded.webhookId}`, ["h1"]),
    dashboard("/api-keys"),
    dashboard("/members"),
    dashboard("/accounts"),
    dashboard("/audit"),
    dashboard("/address-book"),
    dashboard("/schedules"),
    dashboard("/approvals"),
  ];
  return only ? all.filter((page) => only.includes(page.path)) : all;
}

type Visit = { content: number; load: number; idle: number; jsSent: number; jsDecoded: number; nodes: number };

// The code run in the page is a string: tsx compiles functions with a naming helper the page does not have.
/** performance.now() once the main content is on screen, else false (for waitForFunction). */
const contentShown = (marks: string[]) => `(() => {
  const shown = (el) => el.offsetParent !== null;
  if (document.querySelector('[aria-busy="true"]')) return false;
  for (const p of document.querySelectorAll("p")) if (shown(p) && /^Loading/.test(p.textContent)) return false;
  for (const mark of ${JSON.stringify(marks)}) if (![...document.querySelectorAll(mark)].some(shown)) return false;
  return performance.now();
})()`;

/** What the page lacks when its content never showed (for the failure message). */
const missing = (marks: string[]) => `({
  busy: document.querySelectorAll('[aria-busy="true"]').length,
  loading: [...document.querySelectorAll("p")].filter((p) => /^Loading/.test(p.textContent)).length,
  marks: ${JSON.stringify(marks)}.map((mark) => document.querySelectorAll(mark).length),
  url: location.pathname,
})`;

const pageFigures = `(() => {
  const navigation = performance.getEntriesByType("navigation")[0];
  const resources = performance.getEntriesByType("resource");
  const scripts = resources.filter((entry) => /[.]js([?]|$)/.test(entry.name));
  return {
    load: navigation.loadEventEnd,
    idle: Math.max(navigation.responseEnd, ...resources.map((entry) => entry.responseEnd)),
    jsSent: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
    jsDecoded: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1024,
    nodes: document.getElementsByTagName("*").length,
  };
})()`;

/** One navigation to `url`, timed in the page. */
async function visit(page: Page, url: string, marks: string[]): Promise<Visit> {
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  const shown = await page
    .waitForFunction(contentShown(marks), undefined, { polling: "raf", timeout: 30_000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message.split("\n")[0]} ${JSON.stringify(await page.evaluate(missing(marks)))}`);
    });
  const content = (await shown.jsonValue()) as number;
  await page.waitForLoadState("load", { timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
  return { ...((await page.evaluate(pageFigures)) as Omit<Visit, "content">), content };
}

/** A fresh context (empty cache) signed in through a one-time link, as the end-to-end tests sign in. */
async function signedInContext(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const link = new URL((await api(base, "POST", "/api/session/links")).url as string);
  await page.goto(`/login?next=%2Faudit${link.hash}`);
  await page.waitForURL(/\/audit$/, { timeout: 60_000 });
  return { context, page };
}

const range = (values: number[], digits = 0) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
};

async function main() {
  const startedAt = performance.now();
  const base = await startServers();
  const seeded = await seed(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const rows: string[][] = [];
  try {
    for (const { path: url, marks, signedIn } of pages(seeded)) {
      const { context, page } = signedIn
        ? await signedInContext(browser, base)
        : await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } }).then(async (c) => ({
            context: c,
            page: await c.newPage(),
          }));
      const measured: Visit[] = [];
      try {
        for (let i = 0; i < visits; i++) measured.push(await visit(page, url, marks));
        checks.record(true, { what: url });
      } catch (error) {
        checks.record(false, { what: `${url}: main content`, status: (error as Error).message.split("\n")[0] });
      } finally {
        await context.close();
      }
      if (measured.length === 0) continue;
      const [cold, ...warm] = measured;
      const name = url.replace(/(prq|txn|wh)_\w+/, "{id}");
      rows.push([
        name,
        cold!.content.toFixed(0),
        warm.length ? range(warm.map((v) => v.content)) : "",
        range(measured.map((v) => v.load)),
        range(measured.map((v) => v.idle)),
        cold!.jsSent.toFixed(0),
        cold!.jsDecoded.toFixed(0),
        String(cold!.nodes),
      ]);
      console.log(`  ${name}: ${measured.map((v) => v.content.toFixed(0)).join(", ")} ms`);
    }
  } finally {
    await browser.close();
    await shutdown();
  }
  checks.orExit();
  const header = ["page", "content cold", "content warm", "load", "idle", "JS kB sent", "JS kB", "DOM nodes"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)));
  console.log(`\n${visits} visits per page (1 cold + ${visits - 1} warm), ms from navigation start\n`);
  console.log(line(header).join("  "));
  for (const row of rows) console.log(line(row).join("  "));
  console.log(`\n${((performance.now() - startedAt) / 1000).toFixed(0)} s in all`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
