import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** The pid a lock file names, or undefined when there is none (or it is unreadable: a lock nobody can own). */
function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Creates the file holding this pid, or answers false if it exists. Written aside and hard-linked into place, so
 * the file never exists half written: a reader never mistakes a lock being taken for a stale one.
 */
function create(file: string): boolean {
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, String(process.pid), { mode: 0o600 });
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a lock whose process is gone. Two starters may find the same stale lock: the takeover file lets one
 * of them at a time check that the lock still names the dead process before removing it, so neither removes
 * the lock the other has just taken.
 */
function removeStale(file: string, stalePid: number | undefined): void {
  const takeover = `${file}.takeover`;
  if (!create(takeover)) {
    const other = holderOf(takeover);
    if (other !== undefined && isAlive(other)) pause(20);
    else rmSync(takeover, { force: true });
    return;
  }
  try {
    if (holderOf(file) === stalePid) rmSync(file, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * Takes `file` as a lock for this process, or throws `refuse(pid)` while a live process holds it. A lock left by a
 * process that died is taken over. Returns the release, which also runs when the process exits.
 */
export function takeProcessLock(file: string, refuse: (pid: number | undefined) => Error): () => void {
  for (let attempt = 0; attempt < 50; attempt++) {
    const holder = create(file) ? process.pid : holderOf(file);
    if (holder === process.pid) {
      const release = () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    }
    if (holder !== undefined && isAlive(holder)) throw refuse(holder);
    removeStale(file, holder);
  }
  throw refuse(undefined);
}
