import { spawn } from "node:child_process";

export type ChildLife = { code: number | null; signal: string | null; out: string };

/** The test process's environment with `changes` (an undefined value removes the variable). */
export function childEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: "silent", ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
}

/** Runs a test script in a process of its own (tsx), to its end or its death, with what it printed. */
export function runChild(script: string, args: string[], env: Record<string, string | undefined>): Promise<ChildLife> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: childEnv(env),
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
