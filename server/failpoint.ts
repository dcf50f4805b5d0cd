import { env } from "./env";

/**
 * A named point where the crash tests kill the process, as a power cut would: with FAILPOINT set to its name the
 * process dies there by SIGKILL (no cleanup, no flush). Unset, which is always so outside those tests, it does
 * nothing.
 */
export function failpoint(name: string): void {
  if (env().FAILPOINT === name) process.kill(process.pid, "SIGKILL");
}
