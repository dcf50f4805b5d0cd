import type { EncodedAccount } from "@solana/kit";
import bs58 from "bs58";
import { RpcError } from "../rpc-error";
import { type AccountReader, parseAccountData } from "./parsed-account";

/** u64::MAX, as validators send it (a JSON number, so rounded the same way web3.js reads it). */
const maxRentEpoch = Number(2n ** 64n - 1n);
const systemProgram = "11111111111111111111111111111111";

export type AccountEncoding = "binary" | "base58" | "base64" | "jsonParsed";
export type DataSlice = { offset: number; length: number };
/** Reads an account by address (parsing a token account needs its mint's decimals). */

/** An encoding parameter checked the way validators check it; `fallback` is the method's default. */
export function accountEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback;
  if (value === "binary" || value === "base58" || value === "base64" || value === "jsonParsed") return value;
  if (value === "base64+zstd") {
    throw new RpcError(-32602, "Invalid params: base64+zstd is not supported by the embedded devnet, use base64");
  }
  throw new RpcError(-32602, `Invalid params: unknown encoding ${String(value)}`);
}

export function dataSlice(value: unknown): DataSlice | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { offset, length } = value as Partial<DataSlice>;
  if (!Number.isInteger(offset) || !Number.isInteger(length) || offset! < 0 || length! < 0) {
    throw new RpcError(-32602, "Invalid params: dataSlice needs a non-negative offset and length");
  }
  return { offset: offset!, length: length! };
}

/**
 * An account as validators encode it: `binary` (a bare base58 string, the legacy default), base58, base64, or
 * jsonParsed (token accounts, mints, multisigs, lookup tables; other accounts fall back to base64, as validators
 * do). A closed account, which notifications still report, is null here and `closedAccountJson` there.
 */
export function accountJson(
  read: AccountReader,
  account: EncodedAccount | null,
  encoding: AccountEncoding,
  slice?: DataSlice,
) {
  if (!account) return null;
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: maxRentEpoch,
    space: account.data.length,
  };
  const parsed = encoding === "jsonParsed" ? parseAccountData(read, account) : undefined;
  if (parsed) return { ...base, data: parsed };
  const bytes = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (encoding === "binary") return { ...base, data: bs58.encode(bytes as Uint8Array) };
  if (encoding === "base58") return { ...base, data: [bs58.encode(bytes as Uint8Array), "base58"] };
  return { ...base, data: [Buffer.from(bytes as Uint8Array).toString("base64"), "base64"] };
}

/** What a subscription reports for an account that was closed: empty, owned by the system program. */
export function closedAccountJson(encoding: AccountEncoding) {
  const data = encoding === "binary" ? "" : ["", encoding === "base58" ? "base58" : "base64"];
  return { executable: false, lamports: 0, owner: systemProgram, rentEpoch: maxRentEpoch, space: 0, data };
}

/** Validators refuse base58 for accounts over 128 bytes (base58 is slow); so does the devnet. */
export function checkBase58Size(account: EncodedAccount | null, encoding: AccountEncoding, slice?: DataSlice): void {
  if (!account || (encoding !== "binary" && encoding !== "base58")) return;
  const length = slice ? Math.max(0, Math.min(slice.length, account.data.length - slice.offset)) : account.data.length;
  if (length > 128) {
    throw new RpcError(
      -32600,
      "Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.",
    );
  }
}
