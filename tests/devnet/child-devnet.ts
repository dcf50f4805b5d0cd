import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const entry = path.join(import.meta.dirname, "fixtures", "devnet-process.ts");

export type ChildDevnet = { url: string; child: ChildProcess; kill: (signal: NodeJS.Signals) => Promise<void> };

/** Starts a devnet in a child process on dataDir and resolves once it prints its URLs (at most 20 s). */
export async function startChildDevnet(dataDir: string, slotMs: number): Promise<ChildDevnet> {
  const child = spawn(process.execPath, ["--import", "tsx", entry, dataDir, String(slotMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill(signal);
    await exited;
  };
  const started = new Promise<{ url: string }>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(JSON.parse(line) as { url: string });
    });
    child.on("exit", (code) => reject(new Error(`devnet process exited (${code}) before it started`)));
  });
  const timeout = setTimeout(() => void kill("SIGKILL"), 20_000);
  try {
    const { url } = await started;
    return { url, child, kill };
  } finally {
    clearTimeout(timeout);
  }
}
