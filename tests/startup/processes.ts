import { spawn } from "node:child_process";

export type Finished = { code: number | null; output: string; timedOut: boolean };

/**
 * Runs a TypeScript entry of the repository in a process of its own, with only the environment given (plus PATH,
 * HOME and NODE_ENV): nothing of the test worker's database or secrets leaks in. A process still running after
 * timeoutMs is killed with its children.
 */
export function runEntry(entry: string, args: string[], environment: Record<string, string>, timeoutMs = 15_000) {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const finished = new Promise<Finished>((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
  return { child, finished, output: () => output };
}

/** The lines a process printed, without blank ones. */
export const linesOf = (output: string): string[] => output.split("\n").filter((line) => line.trim() !== "");
