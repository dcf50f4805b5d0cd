import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "../env";

let cached: string | undefined;

/** APP_SECRET, or on the embedded default a random one generated into DATA_DIR once and kept there. */
export function appSecret(): string {
  if (cached) return cached;
  const configured = env().APP_SECRET;
  if (configured) {
    cached = configured;
    return cached;
  }
  const file = path.resolve(env().DATA_DIR, "app-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const generated = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      cached = generated;
    } catch {
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
