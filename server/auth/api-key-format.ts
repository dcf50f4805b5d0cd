import { createHash } from "node:crypto";
import { randomBase62 } from "../ids";

export type Permission = "read" | "write" | "admin";
export type Tier = "free" | "pro" | "enterprise";

const rank: Record<Permission, number> = { read: 0, write: 1, admin: 2 };

/** Permissions nest: read < write < admin. */
export function permits(granted: Permission, needed: Permission): boolean {
  return rank[granted] >= rank[needed];
}

const keyPattern = /^psk_(live|test)_[0-9A-Za-z]{32}$/;

export function generateApiKey(keyEnv: "live" | "test"): string {
  return `psk_${keyEnv}_${randomBase62(32)}`;
}

export function isWellFormedApiKey(key: string): boolean {
  return keyPattern.test(key);
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function displayPrefix(key: string): string {
  return `${key.slice(0, 13)}…`;
}
