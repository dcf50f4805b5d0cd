import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes to a temporary file and renames it over the old one: a crash leaves the old or the new file, never half.
 * The file is its owner's alone (0600) from its first byte, and new folders are 0700: what lives in the data
 * directory includes secret keys.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  // A leftover of a crashed process with the same pid would keep its old mode: start from nothing.
  rmSync(temporary, { force: true });
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, file);
}

export function readJsonFile<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}
