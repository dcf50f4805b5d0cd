import { spawn } from "node:child_process";

export type ChildLife = { code: number | null; signal: string | null; out: string };

/** Runs a test script in a process of its own (tsx), to its end or its death, with what it printed. */
export function runChild(script: string, args: string[], env: Record<string, string>): Promise<ChildLife> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, out })));
}
