import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { configuredBaseUrl } from "../server/base-url";
import { refuseToStartOnConfigProblems } from "../server/config-check";
import { env } from "../server/env";

/**
 * `npm start`: the whole product on its embedded defaults. Builds the app when the sources are newer than the
 * last build, starts the embedded devnet unless SOLANA_RPC_URL points elsewhere, then serves the app.
 */
const root = process.cwd();
const children: ChildProcess[] = [];
const sourceDirs = ["app", "components", "server", "public", "instrumentation.ts", "next.config.ts", "package.json"];

function newestSourceTime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSourceTime(path.join(entry, name))));
}

function buildIfStale(): void {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (builtAt > Math.max(...sourceDirs.map(newestSourceTime))) return;
  console.log("Building the app (first start, or the sources changed)...");
  const result = spawnSync(process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function stopAll(code: number): never {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}

async function startDevnet(): Promise<string | undefined> {
  if (env().SOLANA_RPC_URL) return undefined;
  const entry = path.join("server", "devnet", "main.ts");
  if (!existsSync(entry)) return undefined;
  const devnet = spawn(process.execPath, ["--import", "tsx", entry], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(devnet);
  devnet.on("exit", (code) => {
    console.error(`The embedded devnet stopped (exit ${code}).`);
    stopAll(1);
  });
  return new Promise((resolve) => {
    devnet.stdout?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      const url = /https?:\/\/\S+/.exec(text)?.[0];
      if (url) resolve(url);
    });
  });
}

async function main() {
  // Before the build, the devnet and the app: a configuration error ends here, in one line per problem.
  refuseToStartOnConfigProblems();
  // Next's build and server would otherwise print its telemetry notice (and send usage data) at every start.
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  if (!configuredBaseUrl().startsWith("https://")) {
    console.log(
      `Payment requests get no Solana Pay QR code: wallets fetch it over https only; set PUBLIC_URL to this service's https address (README, "Checkout").`,
    );
  }
  buildIfStale();
  const rpcUrl = await startDevnet();
  // scripts/serve.ts, not `next start`: it tells the app each client's address from the connection.
  const app = spawn(
    process.execPath,
    ["--import", "tsx", path.join("scripts", "serve.ts"), "--port", String(env().PORT)],
    {
      stdio: "inherit",
      env: { ...process.env, ...(rpcUrl && { SOLANA_RPC_URL: rpcUrl, EMBEDDED_DEVNET: "1" }) },
    },
  );
  children.push(app);
  app.on("exit", (code) => stopAll(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
