import type { DevnetLedger } from "../devnet-ledger";
import { checkVersionSupported, encodeTransaction, transactionEncoding } from "../encoding/transaction-json";
import { RpcError } from "../rpc-error";
import type { TxRecord } from "../tx-record";
import { type Config, config, confirmedCommitment, type Methods, type Params, slotParam } from "./params";

const maxSlotRange = 500_000;
type Details = "full" | "accounts" | "signatures" | "none";

function details(value: unknown): Details {
  if (value === undefined) return "full";
  if (value === "full" || value === "accounts" || value === "signatures" || value === "none") return value;
  throw new RpcError(-32602, `Invalid params: unknown transactionDetails ${String(value)}`);
}

/** Blocks: one per slot, with the slot's transactions in execution order (empty slots are empty blocks). */
export function blockMethods(ledger: DevnetLedger): Methods {
  /** The slot's block info, or the error a validator gives for a slot it has no block for. */
  const blockInfo = (slot: number, cfg: Config) => {
    if (slot > ledger.slotAt(confirmedCommitment(cfg))) {
      throw new RpcError(-32004, `Block not available for slot ${slot}`);
    }
    const info = ledger.timeline.get(slot);
    if (!info) throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
    return info;
  };
  const firstBlock = () => ledger.timeline.slots()[0] ?? 0;
  const blocksBetween = (start: number, end: number, cfg: Config) => {
    const last = Math.min(end, ledger.slotAt(confirmedCommitment(cfg)));
    return ledger.timeline.slots().filter((slot) => slot >= start && slot <= last);
  };

  return {
    getBlock: (params) => {
      const slot = slotParam(params[0]);
      const cfg = config(params, 1);
      const info = blockInfo(slot, cfg);
      const records = ledger.index
        .inSlot(slot)
        .map((signature) => ledger.history.get(signature))
        .filter((record): record is TxRecord => record !== undefined);
      const shown = details(cfg.transactionDetails);
      if (shown === "full" || shown === "accounts") {
        for (const record of records) checkVersionSupported(record, cfg.maxSupportedTransactionVersion);
      }
      const encoding = transactionEncoding(cfg.encoding);
      return {
        blockhash: info.blockhash,
        previousBlockhash: info.previousBlockhash,
        parentSlot: Math.max(0, slot - 1),
        ...(shown === "full" || shown === "accounts"
          ? { transactions: records.map((record) => encodeTransaction(record, encoding, shown)) }
          : {}),
        ...(shown === "signatures" ? { signatures: ledger.index.inSlot(slot) } : {}),
        ...(cfg.rewards === false ? {} : { rewards: [] }),
        blockTime: info.blockTime,
        blockHeight: ledger.blockHeightAt(slot),
      };
    },
    getBlockTime: (params) => blockInfo(slotParam(params[0]), { commitment: "confirmed" }).blockTime,
    getBlocks: (params: Params) => {
      const start = slotParam(params[0]);
      const hasEnd = typeof params[1] === "number";
      const cfg = config(params, hasEnd ? 2 : 1);
      const end = hasEnd ? slotParam(params[1]) : start + maxSlotRange;
      if (end - start > maxSlotRange) throw new RpcError(-32602, `Slot range too large; max ${maxSlotRange}`);
      return blocksBetween(start, end, cfg);
    },
    getBlocksWithLimit: (params) => {
      const start = slotParam(params[0]);
      const limit = slotParam(params[1]);
      if (limit > maxSlotRange) throw new RpcError(-32602, `Limit too large; max ${maxSlotRange}`);
      return blocksBetween(start, Number.MAX_SAFE_INTEGER, config(params, 2)).slice(0, limit);
    },
    getFirstAvailableBlock: () => firstBlock(),
    minimumLedgerSlot: () => firstBlock(),
  };
}
