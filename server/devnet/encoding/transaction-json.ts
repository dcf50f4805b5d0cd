import { VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import type { LoadedAddresses } from "../lookup-tables";
import { RpcError } from "../rpc-error";
import type { TxRecord } from "../tx-record";
import { messageAccounts } from "../wire";
import { parseInstruction } from "./parsed-instruction";

export type TransactionEncoding = "json" | "jsonParsed" | "base64" | "base58";

export function transactionEncoding(value: unknown): TransactionEncoding {
  if (value === undefined || value === null) return "json";
  if (value === "json" || value === "jsonParsed" || value === "base64" || value === "base58") return value;
  if (value === "binary") return "base58";
  throw new RpcError(-32602, `Invalid params: unknown transaction encoding ${String(value)}`);
}

const noneLoaded: LoadedAddresses = { writable: [], readonly: [] };

function decode(record: TxRecord) {
  const tx = VersionedTransaction.deserialize(Buffer.from(record.wire, "base64"));
  const loaded = record.loadedAddresses ?? noneLoaded;
  const accounts = messageAccounts(tx.message, loaded);
  return { tx, loaded, accounts, keys: accounts.map((a) => a.pubkey) };
}

function rawMessage(tx: VersionedTransaction) {
  const message = tx.message;
  return {
    accountKeys: message.staticAccountKeys.map((k) => k.toBase58()),
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: ix.accountKeyIndexes,
      data: bs58.encode(ix.data),
      stackHeight: null,
    })),
    ...(message.version === 0 && { addressTableLookups: lookups(tx) }),
  };
}

function lookups(tx: VersionedTransaction) {
  return tx.message.addressTableLookups.map((l) => ({
    accountKey: l.accountKey.toBase58(),
    writableIndexes: l.writableIndexes,
    readonlyIndexes: l.readonlyIndexes,
  }));
}

function parsedMessage(tx: VersionedTransaction, decoded: ReturnType<typeof decode>) {
  const { keys } = decoded;
  return {
    accountKeys: decoded.accounts,
    recentBlockhash: tx.message.recentBlockhash,
    instructions: tx.message.compiledInstructions.map((ix) =>
      parseInstruction(
        keys[ix.programIdIndex] ?? "",
        ix.accountKeyIndexes.map((i) => keys[i] ?? ""),
        ix.data,
        null,
      ),
    ),
    ...(tx.message.version === 0 && { addressTableLookups: lookups(tx) }),
  };
}

function innerInstructions(record: TxRecord, keys: string[], parsed: boolean) {
  const inner = record.innerInstructions ?? [];
  if (!parsed) return inner;
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parseInstruction(
        keys[ix.programIdIndex] ?? "",
        ix.accounts.map((i) => keys[i] ?? ""),
        bs58.decode(ix.data),
        ix.stackHeight,
      ),
    ),
  }));
}

function statusMeta(record: TxRecord) {
  return {
    err: record.err,
    status: record.err ? { Err: record.err } : { Ok: null },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    preTokenBalances: record.preTokenBalances,
    postTokenBalances: record.postTokenBalances,
  };
}

/**
 * A landed transaction as getTransaction and getBlock show it: json (raw message, loadedAddresses in meta),
 * jsonParsed (accounts with their source, instructions parsed, inner ones too) or the wire in base64/base58.
 * `accounts` is getBlock's transactionDetails "accounts": signatures, account keys and balances only.
 */
export function encodeTransaction(record: TxRecord, encoding: TransactionEncoding, details: "full" | "accounts") {
  const decoded = decode(record);
  const { tx } = decoded;
  const version = tx.message.version === 0 ? 0 : ("legacy" as const);
  if (details === "accounts") {
    return {
      transaction: { signatures: tx.signatures.map((s) => bs58.encode(s)), accountKeys: decoded.accounts },
      meta: statusMeta(record),
      version,
    };
  }
  const parsed = encoding === "jsonParsed";
  const meta = {
    ...statusMeta(record),
    innerInstructions: innerInstructions(record, decoded.keys, parsed),
    logMessages: record.logs,
    rewards: [],
    ...(!parsed && { loadedAddresses: decoded.loaded }),
    computeUnitsConsumed: record.unitsConsumed,
  };
  const transaction =
    encoding === "base64"
      ? [record.wire, "base64"]
      : encoding === "base58"
        ? [bs58.encode(Buffer.from(record.wire, "base64")), "base58"]
        : {
            signatures: tx.signatures.map((s) => bs58.encode(s)),
            message: parsed ? parsedMessage(tx, decoded) : rawMessage(tx),
          };
  return { transaction, meta, version };
}

/** Validators refuse a v0 transaction to a client that did not say it reads them (maxSupportedTransactionVersion). */
export function checkVersionSupported(record: TxRecord, maxSupportedVersion: unknown): void {
  const version = VersionedTransaction.deserialize(Buffer.from(record.wire, "base64")).message.version;
  if (version === "legacy") return;
  if (typeof maxSupportedVersion === "number" && maxSupportedVersion >= version) return;
  throw new RpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  );
}
