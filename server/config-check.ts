import { existsSync } from "node:fs";
import path from "node:path";
import { isWellFormedApiKey } from "./auth/api-key-format";
import { parseEnv } from "./env";
import { keypairFromText } from "./ledger/keypair-file";
import { refuseToStart } from "./startup-refusal";

type Source = Record<string, string | undefined>;

const isSet = (source: Source, name: string): boolean => (source[name] ?? "") !== "";
const isOn = (value: string | undefined): boolean => value !== undefined && !["", "0", "false"].includes(value);

function schemaProblems(source: Source): string[] {
  const parsed = parseEnv(source);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}; fix it or unset it.`);
}

function bootstrapKeyProblems(source: Source): string[] {
  const key = source.BOOTSTRAP_API_KEY;
  if (!key || isWellFormedApiKey(key)) return [];
  return [
    "BOOTSTRAP_API_KEY must look like psk_live_<32 letters or digits> or psk_test_<32 letters or digits>; " +
      "fix it, or unset it to have a first admin key printed at the first start.",
  ];
}

function treasuryKeyProblems(source: Source): string[] {
  const key = source.TREASURY_SECRET_KEY;
  if (!key) return [];
  try {
    keypairFromText(key);
    return [];
  } catch {
    return [
      "TREASURY_SECRET_KEY must be a 64-byte Solana secret key, in base58 or as a JSON byte array " +
        "(the content of a Solana CLI keypair file); fix it, or unset it on the embedded devnet.",
    ];
  }
}

/**
 * A database named by DATABASE_URL may be shared by several instances: each would otherwise generate an
 * APP_SECRET of its own, and none could read what another encrypted.
 */
function sharedDatabaseProblems(source: Source): string[] {
  if (!isSet(source, "DATABASE_URL") || isSet(source, "APP_SECRET")) return [];
  const generated = path.resolve(source.DATA_DIR || ".data", "app-secret");
  const keep = existsSync(generated) ? ` (or to the content of ${generated}, to keep reading what it encrypted)` : "";
  return [
    "APP_SECRET is required with DATABASE_URL: every instance on a shared database must encrypt with the same " +
      `secret; set APP_SECRET to 32 or more random characters, e.g. from: openssl rand -base64 32${keep}.`,
  ];
}

/**
 * SOLANA_RPC_URL names a real cluster unless `npm start` pointed it at its own embedded devnet (EMBEDDED_DEVNET=1):
 * there each instance would otherwise generate a treasury of its own, holding nothing.
 */
function realClusterProblems(source: Source): string[] {
  if (!isSet(source, "SOLANA_RPC_URL") || isOn(source.EMBEDDED_DEVNET) || isSet(source, "TREASURY_SECRET_KEY"))
    return [];
  return [
    "TREASURY_SECRET_KEY is required with SOLANA_RPC_URL (a cluster other than the embedded devnet): without " +
      "it each instance would generate a treasury of its own; set it to the treasury's secret key " +
      "(base58 or a JSON byte array).",
  ];
}

const inngestChoices =
  "set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY (Inngest Cloud, or a self-hosted Inngest at INNGEST_BASE_URL), " +
  "or INNGEST_DEV=1 with INNGEST_BASE_URL (an Inngest dev server), or none of them (background functions in process).";

/**
 * Any of INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY, INNGEST_BASE_URL moves background functions to Inngest
 * (server/events/mode.ts). Outside dev mode Inngest needs both keys (events are refused without the event key, the
 * serve route without the signing key); a dev server needs neither, but the SDK must be told where it is.
 */
function inngestProblems(source: Source): string[] {
  const names = ["INNGEST_EVENT_KEY", "INNGEST_SIGNING_KEY", "INNGEST_BASE_URL"] as const;
  const present = names.filter((name) => isSet(source, name));
  if (isOn(source.INNGEST_DEV)) {
    if (isSet(source, "INNGEST_BASE_URL")) return [];
    return [`INNGEST_DEV is set without INNGEST_BASE_URL, so it would be ignored: ${inngestChoices}`];
  }
  const missing = names.slice(0, 2).filter((name) => !isSet(source, name));
  if (present.length === 0 || missing.length === 0) return [];
  const are = (list: readonly string[]) => `${list.join(" and ")} ${list.length > 1 ? "are" : "is"}`;
  return [`Inngest is half configured: ${are(present)} set but ${are(missing)} not; ${inngestChoices}`];
}

/** Everything wrong with the configuration, one sentence each saying what and how to fix it; empty when it is sound. */
export function configProblems(source: Source = process.env): string[] {
  return [
    ...schemaProblems(source),
    ...bootstrapKeyProblems(source),
    ...treasuryKeyProblems(source),
    ...sharedDatabaseProblems(source),
    ...realClusterProblems(source),
    ...inngestProblems(source),
  ];
}

/** Ends the process with those sentences when there are any: a bad configuration must not get as far as "ready". */
export function refuseToStartOnConfigProblems(source: Source = process.env): void {
  const problems = configProblems(source);
  if (problems.length > 0) refuseToStart(problems);
}
