import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

/** Thrown when another live process holds the lock; its message says what to do. */
export class LockHeldError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `file` as a lock for this process: created exclusively with our pid, or taken over when the pid in it is
 * dead (a crash left it). Held by another live process: LockHeldError with `message(pid)`. Released at exit.
 */
export function takeProcessLock(file: string, message: (pid: number) => string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      const release = () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number(readFileSync(file, "utf8").trim());
    if (holder === process.pid) return () => undefined;
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) throw new LockHeldError(message(holder));
    try {
      unlinkSync(file);
    } catch {
      // Another process took the stale lock over first; the next attempt finds out.
    }
  }
  throw new LockHeldError(message(0));
}
