import { type EncodedAccount, getTransactionDecoder } from "@solana/kit";
import bs58 from "bs58";
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from "litesvm";
import { transactionFee } from "./fees";
import { type LoadedAddresses, loadedAddresses } from "./lookup-tables";
import { executeWire, signatureVerificationFailure } from "./native-svm";
import { toRpcError } from "./tx-errors";
import { type AccountLookup, type InnerInstructions, type TxRecord, tokenBalances } from "./tx-record";
import { messageAccounts, type ParsedWire } from "./wire";

export type Execution = {
  record: TxRecord;
  /** Every account the transaction references (static, then loaded from lookup tables). */
  keys: string[];
  /** Writable accounts the transaction changed, as they are after it; null for a closed one. */
  changed: Map<string, EncodedAccount | null>;
};

/**
 * Runs a transaction on LiteSVM and keeps what getTransaction and subscriptions report of it: balances and token
 * balances before and after (loaded accounts included), logs, inner instructions, the fee, and what changed.
 */
export function executeTransaction(
  svm: LiteSVM,
  read: AccountLookup,
  parsed: ParsedWire,
  wire: Uint8Array,
  at: { slot: number; blockTime: number },
): Execution {
  const message = parsed.tx.message;
  const loaded: LoadedAddresses =
    message.version === 0 ? loadedAddresses(message, read) : { writable: [], readonly: [] };
  const accounts = messageAccounts(message, loaded);
  const keys = accounts.map((a) => a.pubkey);
  const before = new Map(keys.map((key) => [key, read(key)]));
  const result = executeWire(svm, parsed, wire);
  const failed = result instanceof FailedTransactionMetadata;
  const meta = failed ? result.meta() : result;
  const after = new Map(keys.map((key) => [key, read(key)]));
  const from = (held: Map<string, EncodedAccount | null>) => (key: string) =>
    held.has(key) ? (held.get(key) ?? null) : read(key);
  const record: TxRecord = {
    ...at,
    wire: Buffer.from(wire).toString("base64"),
    err: failed ? toRpcError(result) : null,
    fee: transactionFee(message),
    logs: meta.logs(),
    preBalances: keys.map((key) => Number(before.get(key)?.lamports ?? 0n)),
    postBalances: keys.map((key) => Number(after.get(key)?.lamports ?? 0n)),
    preTokenBalances: tokenBalances(keys, from(before)),
    postTokenBalances: tokenBalances(keys, from(after)),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    loadedAddresses: loaded,
    innerInstructions: innerInstructions(meta),
  };
  const changed = new Map<string, EncodedAccount | null>();
  for (const { pubkey, writable } of accounts) {
    const post = after.get(pubkey) ?? null;
    if (writable && !sameAccount(before.get(pubkey) ?? null, post)) changed.set(pubkey, post);
  }
  return { record, keys, changed };
}

const transactionDecoder = getTransactionDecoder();

/** Runs a transaction without keeping its effects, as preflight and simulateTransaction do. */
export function simulateTransaction(svm: LiteSVM, wire: Uint8Array, sigVerify: boolean) {
  const transaction = transactionDecoder.decode(wire);
  svm.withSigverify(sigVerify);
  let result: ReturnType<LiteSVM["simulateTransaction"]>;
  try {
    result = svm.simulateTransaction(transaction);
  } finally {
    svm.withSigverify(true);
  }
  const err = result instanceof FailedTransactionMetadata ? toRpcError(result) : null;
  // A validator checks signatures before it simulates (when asked to), and answers a failure as an error.
  if (sigVerify && err === "SignatureFailure") throw signatureVerificationFailure("a signature does not verify");
  return {
    err,
    logs: result.meta().logs(),
    accounts: null,
    unitsConsumed: Number(result.meta().computeUnitsConsumed()),
    returnData: null,
  };
}

function bytes(data: EncodedAccount["data"]): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

function sameAccount(a: EncodedAccount | null, b: EncodedAccount | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.lamports === b.lamports &&
    a.programAddress === b.programAddress &&
    a.executable === b.executable &&
    bytes(a.data).equals(bytes(b.data))
  );
}

function innerInstructions(meta: TransactionMetadata): InnerInstructions[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction();
        return {
          programIdIndex: ix.programIdIndex(),
          accounts: [...ix.accounts()],
          data: bs58.encode(ix.data()),
          stackHeight: inner.stackHeight(),
        };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}
