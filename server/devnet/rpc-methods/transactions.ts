import { VersionedMessage } from "@solana/web3.js";
import bs58 from "bs58";
import type { DevnetLedger } from "../devnet-ledger";
import { checkVersionSupported, encodeTransaction, transactionEncoding } from "../encoding/transaction-json";
import { busySlotPrice, computeBudget, transactionFee } from "../fees";
import { RpcError } from "../rpc-error";
import { blockhashValiditySlots } from "../slot-timeline";
import type { TxRecord } from "../tx-record";
import { messageAccounts, parseWire } from "../wire";
import {
  addressParam,
  commitment,
  config,
  confirmedCommitment,
  limitInputs,
  listParam,
  type Methods,
  type Params,
  withContext,
} from "./params";

function wire(params: Params): Uint8Array {
  const text = params[0];
  if (typeof text !== "string") throw new RpcError(-32602, "Invalid params: expected an encoded transaction");
  const encoding = config(params, 1).encoding ?? "base58";
  try {
    return encoding === "base64" ? Buffer.from(text, "base64") : bs58.decode(text);
  } catch {
    throw new RpcError(-32602, `invalid transaction: invalid ${String(encoding)} encoding`);
  }
}

/** Sending, simulating and reading back transactions; fees; blockhashes. */

/** Each landed transaction's price and written accounts, parsed once: every fee read walks 150 slots of them. */
const pricedLockCache = new WeakMap<TxRecord, { price: number; writable: string[] }>();

function pricedLocks(record: TxRecord): { price: number; writable: string[] } {
  let known = pricedLockCache.get(record);
  if (!known) {
    const message = parseWire(Buffer.from(record.wire, "base64")).tx.message;
    const loaded = record.loadedAddresses ?? { writable: [], readonly: [] };
    known = {
      price: Number(computeBudget(message).microLamportsPerUnit),
      writable: messageAccounts(message, loaded)
        .filter((a) => a.writable)
        .map((a) => a.pubkey),
    };
    pricedLockCache.set(record, known);
  }
  return known;
}

export function transactionMethods(ledger: DevnetLedger): Methods {
  const status = (signature: string) => {
    const record = ledger.history.get(signature);
    if (!record) return null;
    const confirmationStatus = ledger.confirmationStatus(record);
    return {
      slot: record.slot,
      confirmations: confirmationStatus === "finalized" ? null : ledger.slot - record.slot,
      err: record.err,
      status: record.err ? { Err: record.err } : { Ok: null },
      confirmationStatus,
    };
  };
  const landed = (signature: unknown, level: ReturnType<typeof confirmedCommitment>): TxRecord | undefined => {
    const record = ledger.history.get(String(signature));
    return record?.wire && ledger.reached(record, level) ? record : undefined;
  };

  return {
    getLatestBlockhash: (params) => {
      const level = commitment(config(params, 0));
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash(level);
      return withContext(ledger, { blockhash, lastValidBlockHeight }, level);
    },
    isBlockhashValid: (params) =>
      withContext(ledger, ledger.isBlockhashValid(String(params[0])), commitment(config(params, 1))),
    getFeeForMessage: (params) => {
      let message: VersionedMessage;
      try {
        message = VersionedMessage.deserialize(Buffer.from(String(params[0]), "base64"));
      } catch {
        throw new RpcError(-32602, "Invalid params: invalid message");
      }
      const fee = ledger.isBlockhashValid(message.recentBlockhash) ? transactionFee(message) : null;
      return withContext(ledger, fee, commitment(config(params, 1)));
    },
    getRecentPrioritizationFees: (params) => {
      const wanted = params[0] === undefined ? [] : listParam(params[0], "addresses");
      limitInputs(wanted, 128);
      const accounts = new Set(wanted.map((key) => addressParam(key)));
      const fees = [];
      for (let slot = Math.max(0, ledger.slot - blockhashValiditySlots); slot < ledger.slot; slot++) {
        const inSlot = ledger.index.inSlot(slot);
        const prices = inSlot
          .map((signature) => ledger.history.get(signature))
          .filter((record): record is TxRecord => record !== undefined)
          .map((record) => {
            const { price, writable } = pricedLocks(record);
            const locks = writable.some((pubkey) => accounts.has(pubkey));
            return accounts.size === 0 || locks ? price : undefined;
          })
          .filter((price): price is number => price !== undefined);
        const paid = prices.length > 0 ? Math.min(...prices) : 0;
        fees.push({ slot, prioritizationFee: Math.max(paid, busySlotPrice(inSlot.length)) });
      }
      return fees;
    },
    sendTransaction: (params) => ledger.send(wire(params), config(params, 1).skipPreflight === true),
    simulateTransaction: (params) => {
      const cfg = config(params, 1);
      // A validator verifies signatures in a simulation only when asked (sigVerify: true).
      const simulated = ledger.simulate(wire(params), cfg.sigVerify === true);
      const replacement = cfg.replaceRecentBlockhash === true ? { replacementBlockhash: ledger.latestBlockhash() } : {};
      return withContext(ledger, { ...simulated, ...replacement }, commitment(cfg));
    },
    getSignatureStatuses: (params) => {
      const signatures = listParam(params[0], "signatures");
      limitInputs(signatures, 256);
      return withContext(
        ledger,
        signatures.map((signature) => status(String(signature))),
      );
    },
    getTransaction: (params) => {
      const cfg = config(params, 1);
      const record = landed(params[0], confirmedCommitment(cfg));
      if (!record) return null;
      checkVersionSupported(record, cfg.maxSupportedTransactionVersion);
      return {
        slot: record.slot,
        blockTime: record.blockTime,
        ...encodeTransaction(record, transactionEncoding(cfg.encoding), "full"),
      };
    },
    getSignaturesForAddress: (params) => {
      const key = addressParam(params[0]);
      const cfg = config(params, 1);
      const level = confirmedCommitment(cfg);
      const limit = cfg.limit === undefined ? 1000 : Number(cfg.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        throw new RpcError(-32602, "Invalid limit; max 1000");
      }
      const newestFirst = [...ledger.index.mentioning(key)].reverse();
      const start = typeof cfg.before === "string" ? newestFirst.indexOf(cfg.before) + 1 : 0;
      const untilAt = typeof cfg.until === "string" ? newestFirst.indexOf(cfg.until) : -1;
      const window = newestFirst.slice(start, untilAt >= 0 ? untilAt : undefined);
      return window
        .map((signature) => ({ signature, record: landed(signature, level) }))
        .filter((entry): entry is { signature: string; record: TxRecord } => entry.record !== undefined)
        .slice(0, limit)
        .map(({ signature, record }) => ({
          signature,
          slot: record.slot,
          err: record.err,
          memo: null,
          blockTime: record.blockTime,
          confirmationStatus: ledger.confirmationStatus(record),
        }));
    },
  };
}
