import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Keypair } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { createPrivateSend } from "../private/private-harness";
import { operatorKey } from "../support/accounts";
import { appRoutes } from "../support/app-routes";
import { call } from "../support/call";
import { serveRoutes } from "../support/route-server";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

const run = promisify(execFile);

/** One shell command of a README code block: a curl call, or a variable the calls after it use. */
type Step = { kind: "curl" | "assign"; text: string };

/**
 * The README's shell examples, in order: every curl call (its continuation lines and multi-line quoted bodies
 * joined) and every variable assignment; comments, answers shown after `# ->` and other commands are left out.
 */
function readmeSteps(markdown: string): Step[] {
  const steps: Step[] = [];
  const blocks = [...markdown.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
  for (const block of blocks) {
    const lines = block.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? "";
      if (/^[A-Z_]+=\S+/.test(line)) steps.push({ kind: "assign", text: line.replace(/\s+#.*$/, "") });
      if (!line.startsWith("curl ")) continue;
      let text = line;
      // A command goes on while a line ends in a backslash or a single-quoted body is still open.
      while ((text.endsWith("\\") || (text.match(/'/g) ?? []).length % 2 === 1) && i + 1 < lines.length) {
        text = `${text}\n${lines[++i]}`;
      }
      steps.push({ kind: "curl", text });
    }
  }
  return steps;
}

const readme = readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
let world: WalletWorld;
let server: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  world = await walletWorld();
  server = await serveRoutes(await appRoutes("v1"));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await world?.close();
});

describe("the README's curl examples", () => {
  it("finds them: the quick tour, webhooks, payroll validation, the private payroll", () => {
    const curls = readmeSteps(readme).filter((step) => step.kind === "curl");
    expect(curls.length).toBeGreaterThan(15);
    expect(curls.some((step) => step.text.includes("/v1/api-keys"))).toBe(true);
    expect(curls.some((step) => step.text.includes('"mode": "private"'))).toBe(true);
  });

  it("each answers 2xx, run as written with the reader's key and ids", async () => {
    // What the reader has at this point: the admin key npm start printed, a transaction of theirs to page after
    // (the cursor example), wallets to name; ids the examples answer are used by the examples after them.
    // npm start's key is the operator account's: the accounts examples need it.
    const { key } = await operatorKey();
    const seeded = await createPrivateSend(key, Keypair.generate().publicKey);
    const ids: Record<string, string> = {
      quoteId: "",
      transactionId: seeded.transactionId ?? "",
      webhookId: "",
      accountId: "",
    };
    const wallets = { alice: Keypair.generate(), bob: Keypair.generate(), you: Keypair.generate() };
    const port = new URL(server.url).port;
    const substitute = (text: string) =>
      text
        .replaceAll("localhost:3000", `127.0.0.1:${port}`)
        .replaceAll("psk_test_...", key)
        .replaceAll("quo_...", ids.quoteId ?? "")
        .replaceAll("txn_...", ids.transactionId ?? "")
        .replaceAll("wh_...", ids.webhookId ?? "")
        .replaceAll("acc_...", ids.accountId ?? "")
        .replaceAll("<alice>", wallets.alice.publicKey.toBase58())
        .replaceAll("<bob>", wallets.bob.publicKey.toBase58())
        .replaceAll("<your wallet>", wallets.you.publicKey.toBase58());

    const outDir = mkdtempSync(path.join(tmpdir(), "readme-curl-"));
    const assignments: string[] = [];
    const failures: string[] = [];
    let ran = 0;
    for (const step of readmeSteps(readme)) {
      const text = substitute(step.text);
      // A placeholder this test does not fill would be run as written and fail obscurely: name it instead.
      expect(text, "a README placeholder the test does not fill").not.toMatch(/\.\.\.|<[a-z ]+>/);
      if (step.kind === "assign") {
        assignments.push(text);
        continue;
      }
      const body = path.join(outDir, `${ran++}.json`);
      const script = `set -eu\n${assignments.join("\n")}\n${text} -o '${body}' -w '%{http_code}'`;
      const { stdout } = await run("bash", ["-c", script], { timeout: 20_000 });
      const status = Number(stdout.trim());
      const answer = readFileSync(body, "utf8");
      if (status < 200 || status > 299) failures.push(`${status} from: ${step.text}\n  ${answer.slice(0, 300)}`);
      const parsed = answer ? (JSON.parse(answer) as Record<string, unknown>) : {};
      for (const name of ["quoteId", "transactionId", "webhookId"] as const) {
        if (typeof parsed[name] === "string") ids[name] = parsed[name];
      }
      const account = parsed.account as { accountId?: unknown } | undefined;
      if (typeof account?.accountId === "string") ids.accountId = account.accountId;
    }
    expect(failures).toEqual([]);
    expect(ran).toBeGreaterThan(15);
    // The example webhook (example.com, nobody's endpoint) is gone again: nothing stays under "Failing webhooks".
    const hooks = await call(webhooksRoute.GET, "GET", "/v1/webhooks", { key });
    expect(hooks.body.webhooks).toEqual([]);
  }, 120_000);
});
