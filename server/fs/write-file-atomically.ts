import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes to a temporary file and renames it over the old one: a crash leaves the old or the new file, never half.
 * Owner-only (0600) by default: what is kept under DATA_DIR is mostly keys.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array, mode = 0o600): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data, { mode });
  renameSync(temporary, file);
}

export function readJsonFile<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}
