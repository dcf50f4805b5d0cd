import type { EncodedAccount } from "@solana/kit";
import bs58 from "bs58";
import { RpcError } from "./rpc-error";

export type AccountFilter = { dataSize: number } | { memcmp: { offset: number; bytes: Uint8Array } };

const maxFilters = 4;

/** getProgramAccounts / programSubscribe filters (dataSize, memcmp in base58 or base64), checked like a validator. */
export function accountFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new RpcError(-32602, "Invalid params: filters must be a list");
  if (value.length > maxFilters) throw new RpcError(-32602, `Too many filters provided; max ${maxFilters}`);
  return value.map((filter: unknown): AccountFilter => {
    const f = (filter ?? {}) as {
      dataSize?: unknown;
      memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown };
    };
    if (typeof f.dataSize === "number" && Number.isInteger(f.dataSize)) return { dataSize: f.dataSize };
    const memcmp = f.memcmp;
    if (memcmp && Number.isInteger(memcmp.offset) && typeof memcmp.bytes === "string") {
      const bytes = memcmp.encoding === "base64" ? Buffer.from(memcmp.bytes, "base64") : decodeBase58(memcmp.bytes);
      if (bytes.length > 128) throw new RpcError(-32602, "Invalid params: memcmp bytes longer than 128");
      return { memcmp: { offset: memcmp.offset as number, bytes } };
    }
    throw new RpcError(-32602, "Invalid params: unsupported filter (dataSize or memcmp)");
  });
}

function decodeBase58(text: string): Uint8Array {
  try {
    return bs58.decode(text);
  } catch {
    throw new RpcError(-32602, "Invalid params: memcmp bytes are not base58");
  }
}

export function matchesFilters(account: EncodedAccount, filters: AccountFilter[]): boolean {
  return filters.every((filter) => {
    if ("dataSize" in filter) return account.data.length === filter.dataSize;
    const { offset, bytes } = filter.memcmp;
    if (offset + bytes.length > account.data.length) return false;
    return Buffer.compare(Buffer.from(account.data.subarray(offset, offset + bytes.length)), Buffer.from(bytes)) === 0;
  });
}
