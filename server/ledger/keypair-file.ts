import { chmodSync, existsSync, readFileSync } from "node:fs";
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { writeFileAtomically } from "../fs/write-file-atomically";

/** Earlier versions wrote key files with the default mode: take other users' access away where we may. */
function restrictToOwner(file: string): void {
  try {
    chmodSync(file, 0o600);
  } catch {
    // A key file mounted read-only or owned by someone else is the operator's to protect.
  }
}

/** A keypair kept in a file (Solana CLI format: a JSON byte array), created on first use, readable by its owner only. */
export function keypairFromFile(file: string): Keypair {
  if (existsSync(file)) {
    restrictToOwner(file);
    return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(file, "utf8")) as number[]));
  }
  const keypair = Keypair.generate();
  writeFileAtomically(file, JSON.stringify(Array.from(keypair.secretKey)));
  return keypair;
}

/** A secret key given as base58 or as a JSON byte array. */
export function keypairFromText(text: string): Keypair {
  const trimmed = text.trim();
  const bytes = trimmed.startsWith("[") ? Uint8Array.from(JSON.parse(trimmed) as number[]) : bs58.decode(trimmed);
  return Keypair.fromSecretKey(bytes);
}
