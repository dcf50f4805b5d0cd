import { PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import type { Commitment, DevnetLedger } from "../devnet-ledger";
import { RpcError } from "../rpc-error";

export type Params = unknown[];
export type Method = (params: Params) => unknown;
export type Methods = Record<string, Method>;
export type Config = Record<string, unknown>;

/** The version getVersion reports; the context of every response carries it too. */
export const apiVersion = "2.2.0";
export const version = { "solana-core": apiVersion, "feature-set": 3294202862 };

export function pubkey(value: unknown, what = "address"): PublicKey {
  if (typeof value !== "string") throw new RpcError(-32602, `Invalid params: expected a base58 ${what}`);
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw new RpcError(-32602, "Invalid param: Invalid");
  }
  if (bytes.length !== 32) throw new RpcError(-32602, "Invalid param: WrongSize");
  return new PublicKey(bytes);
}

/**
 * An address parameter, checked, as its base58 string. A string that decodes to 32 bytes is already the canonical
 * spelling of its key (base58 has one per byte string), so it is returned as given, not encoded again.
 */
export function addressParam(value: unknown, what?: string): string {
  pubkey(value, what);
  return value as string;
}

export function config(params: Params, index: number): Config {
  const value = params[index];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Config) : {};
}

const commitments: Record<string, Commitment> = {
  processed: "processed",
  confirmed: "confirmed",
  finalized: "finalized",
  // Names older clients still send.
  recent: "processed",
  single: "confirmed",
  singleGossip: "confirmed",
  root: "finalized",
  max: "finalized",
};

/** The commitment of a request; validators default to finalized. */
export function commitment(cfg: Config): Commitment {
  const value = cfg.commitment;
  if (value === undefined || value === null) return "finalized";
  const known = typeof value === "string" ? commitments[value] : undefined;
  if (!known) throw new RpcError(-32602, `Invalid params: unknown commitment ${String(value)}`);
  return known;
}

/** Methods that read history refuse `processed`, as validators do. */
export function confirmedCommitment(cfg: Config): Commitment {
  const level = commitment(cfg);
  if (level === "processed") throw new RpcError(-32602, "Method does not support commitment below `confirmed`");
  return level;
}

export function contextAt(ledger: DevnetLedger, level: Commitment = "processed") {
  return { slot: ledger.slotAt(level), apiVersion };
}

export function withContext(ledger: DevnetLedger, value: unknown, level?: Commitment) {
  return { context: contextAt(ledger, level), value };
}

/** An upper bound on list parameters (validators answer the same message). */
export function limitInputs(list: unknown[], max: number): void {
  if (list.length > max) throw new RpcError(-32602, `Too many inputs provided; max ${max}`);
}

export function listParam(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new RpcError(-32602, `Invalid params: expected a list of ${what}`);
  return value;
}

export function slotParam(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new RpcError(-32602, "Invalid params: expected a slot number");
  }
  return value;
}
