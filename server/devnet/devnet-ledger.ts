import path from "node:path";
import { type Address, address, type EncodedAccount } from "@solana/kit";
import bs58 from "bs58";
import { FailedTransactionMetadata, LiteSVM } from "litesvm";
import { executeTransaction, simulateTransaction } from "./execution";
import type { ExecutedTransaction, LedgerListener } from "./ledger-events";
import { LedgerStore } from "./ledger-store";
import { lookupFailure } from "./lookup-tables";
import { readAccount, signatureVerificationFailure } from "./native-svm";
import { preflightFailure, RpcError } from "./rpc-error";
import { configure, now, type Saved } from "./saved-ledger";
import { blockhashValiditySlots, type SavedSlot, SlotTimeline, slotHashesDepth } from "./slot-timeline";
import { describeError, toRpcError } from "./tx-errors";
import { TransactionIndex } from "./tx-index";
import type { TxRecord } from "./tx-record";
import { messageAccounts, messageHash, parseWire } from "./wire";

/** Slots after which a transaction counts as finalized (a real cluster: ~32; kept short so demos don't wait). */
export const finalitySlots = 3;

export type Commitment = "processed" | "confirmed" | "finalized";

/**
 * LiteSVM behind what a cluster keeps around it: slots, a blockhash window, wall-clock time, history.
 *
 * Finality is durability: a slot is reported finalized only once everything that changed up to it is on disk, so a
 * crash never takes back a transaction a client was told is final (it may take back younger ones).
 */
export class DevnetLedger {
  slot = 0;
  blockHeight = 0;
  /** The newest finalized slot; below zero until the first slot is. */
  finalizedSlot = -finalitySlots;
  genesisHash = bs58.encode(new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256));
  timeline = new SlotTimeline();
  readonly history = new Map<string, TxRecord>();
  readonly index = new TransactionIndex();
  faucet: Record<string, string> = {};
  private readonly listeners: LedgerListener[] = [];
  /** The oldest slot with a change that is not on disk yet. */
  private unsavedSince: number | undefined;
  /** Hashes of the messages landed within a blockhash's life, and their slots, oldest first. */
  private readonly recentMessages = new Map<string, number>();
  /** History records not in the saved log yet, in the order they landed. */
  private unsavedRecords: [string, TxRecord][] = [];

  private constructor(
    readonly svm: LiteSVM,
    private readonly store: LedgerStore<Saved>,
  ) {}

  static open(dataDir: string): { ledger: DevnetLedger; fresh: boolean } {
    const store = new LedgerStore<Saved>(path.join(dataDir, "devnet"));
    const loaded = store.load();
    if (loaded) {
      const { state, snapshot, log, progress } = loaded;
      const ledger = new DevnetLedger(configure(LiteSVM.fromBytes(snapshot)), store);
      // Slots finalized after the last save held no changes: resume past them, never reuse a slot reported final.
      ledger.slot = Math.max(state.slot, progress?.slot ?? 0);
      ledger.blockHeight = state.blockHeight + (ledger.slot - state.slot);
      ledger.finalizedSlot = Math.max(
        state.finalizedSlot ?? state.slot - finalitySlots,
        progress?.finalizedSlot ?? Number.NEGATIVE_INFINITY,
      );
      ledger.genesisHash = state.genesisHash;
      for (const line of log) {
        const [signature, record] = JSON.parse(line) as [string, TxRecord];
        ledger.restore(signature, record);
      }
      // A save from before the log held its history whole: the next save writes it to the log.
      for (const [signature, record] of state.history ?? []) {
        ledger.restore(signature, record);
        ledger.unsavedRecords.push([signature, record]);
      }
      const slots = state.slots ?? (state.blockhashes ?? []).map(([hash, slot]): SavedSlot => [slot, hash, now()]);
      ledger.timeline = SlotTimeline.load(slots, ledger.slot, (slot) => ledger.index.hasSlot(slot));
      ledger.faucet = state.faucet;
      if (!ledger.timeline.get(ledger.slot)) {
        ledger.svm.expireBlockhash();
        ledger.beginSlot();
      }
      ledger.syncClock();
      return { ledger, fresh: false };
    }
    const ledger = new DevnetLedger(configure(new LiteSVM()), store);
    ledger.svm.setSlotHashes([]);
    ledger.beginSlot();
    ledger.markChanged();
    return { ledger, fresh: true };
  }

  listen(listener: LedgerListener): void {
    this.listeners.push(listener);
  }

  /** One slot passes (the slot timer). */
  tick(): void {
    this.advance(1);
  }

  /** Slots pass: each has a new blockhash and the clock follows wall time; then finality catches up. */
  advance(count: number): void {
    for (let i = 0; i < count; i++) {
      this.slot += 1;
      this.blockHeight += 1;
      this.svm.expireBlockhash();
      this.beginSlot();
      for (const listener of this.listeners) listener.slotOpened?.(this.slot, this.slot - 1, this.rootSlot());
    }
    this.settleFinality();
  }

  /** Records the slot's blockhash and time, and gives it to the SlotHashes sysvar (lookup tables read it). */
  private beginSlot(): void {
    const blockhash = this.svm.latestBlockhash();
    this.timeline.add(this.slot, blockhash, now());
    const older = this.svm.getSlotHashes().filter((entry) => entry.slot < BigInt(this.slot));
    const entries = [
      { slot: BigInt(this.slot), hash: blockhash },
      ...older.map((e) => ({ slot: e.slot, hash: e.hash })),
    ];
    this.svm.setSlotHashes(entries.slice(0, slotHashesDepth));
    this.syncClock();
  }

  /** Moves the finalized slot up to `finalitySlots` behind, after saving what it would cover. */
  private settleFinality(): void {
    const target = this.slot - finalitySlots;
    if (target <= this.finalizedSlot) return;
    if (this.unsavedSince !== undefined && this.unsavedSince <= target) this.save(target);
    else this.store.saveProgress({ slot: this.slot, finalizedSlot: target });
    this.finalizedSlot = target;
    for (const listener of this.listeners) listener.rooted?.(target);
  }

  /** Something in the current slot changed state (a transaction, an airdrop, the faucet's totals). */
  markChanged(): void {
    this.unsavedSince ??= this.slot;
  }

  private syncClock(): void {
    const clock = this.svm.getClock();
    clock.slot = BigInt(this.slot);
    clock.unixTimestamp = BigInt(now());
    this.svm.setClock(clock);
  }

  /** The newest slot at a commitment: the open slot, the last closed one, or the finalized one. */
  slotAt(commitment: Commitment = "finalized"): number {
    if (commitment === "processed") return this.slot;
    if (commitment === "confirmed") return Math.max(0, this.slot - 1);
    return this.rootSlot();
  }

  rootSlot(): number {
    return Math.max(0, this.finalizedSlot);
  }

  blockHeightAt(slot: number): number {
    return this.blockHeight - (this.slot - slot);
  }

  latestBlockhash(commitment: Commitment = "processed") {
    const slot = this.slotAt(commitment);
    const blockhash = this.timeline.get(slot)?.blockhash ?? this.svm.latestBlockhash();
    return { slot, blockhash, lastValidBlockHeight: this.blockHeightAt(slot) + blockhashValiditySlots };
  }

  isBlockhashValid(hash: string): boolean {
    const slot = this.timeline.slotOf(hash);
    return slot !== undefined && this.slot - slot <= blockhashValiditySlots;
  }

  account(key: string): EncodedAccount | null {
    return readAccount(this.svm, key);
  }

  /**
   * Executes a wire transaction like a validator: a known signature returns as before (never executes twice), an
   * expired blockhash is refused, and a failure is a preflight error unless `skipPreflight`, when it lands failed.
   */
  send(wire: Uint8Array, skipPreflight = false): string {
    const parsed = parseWire(wire);
    const known = this.history.get(parsed.signature);
    if (known && known.wire === Buffer.from(wire).toString("base64")) return parsed.signature;
    if (!this.isBlockhashValid(parsed.blockhash)) throw preflightFailure("BlockhashNotFound", "Blockhash not found");
    if (this.recentMessages.has(messageHash(wire))) {
      // Processed under other signatures: a validator's preflight says so; without preflight it drops it unseen.
      if (!skipPreflight) {
        throw preflightFailure("AlreadyProcessed", "This transaction has already been processed");
      }
      return parsed.signature;
    }
    // The signature of a landed transaction over another message: it cannot verify over it.
    if (known) throw signatureVerificationFailure("a signature does not verify");
    // Checked here, not left to the runtime: an unresolvable lookup would otherwise reach LiteSVM as a key it panics on.
    const lookups = lookupFailure(parsed.tx.message, (key) => this.account(key), this.slot);
    if (lookups) throw preflightFailure(lookups, lookups);
    if (!skipPreflight) {
      // Preflight is a simulation (of bytes parseWire has already checked): a transaction that would fail is refused
      // and costs nothing.
      const simulated = simulateTransaction(this.svm, wire, true);
      if (simulated.err) {
        throw new RpcError(-32002, `Transaction simulation failed: ${describeError(simulated.err)}`, simulated);
      }
    }
    for (const listener of this.listeners) listener.received?.(parsed.signature, this.slot);
    const at = { slot: this.slot, blockTime: this.timeline.get(this.slot)?.blockTime ?? now() };
    const { record, keys, changed } = executeTransaction(this.svm, (key) => this.account(key), parsed, wire, at);
    this.land(parsed.signature, record, keys, changed);
    return parsed.signature;
  }

  /** Runs a transaction without keeping its effects; `sigVerify: false` lets a client estimate unsigned ones. */
  simulate(wire: Uint8Array, sigVerify = true) {
    parseWire(wire);
    return simulateTransaction(this.svm, wire, sigVerify);
  }

  confirmationStatus(record: TxRecord): Commitment {
    if (record.slot <= this.finalizedSlot) return "finalized";
    return record.slot < this.slot ? "confirmed" : "processed";
  }

  /** True when the record has reached the commitment. */
  reached(record: TxRecord, commitment: Commitment): boolean {
    if (commitment === "finalized") return record.slot <= this.finalizedSlot;
    return commitment === "processed" || record.slot < this.slot;
  }

  airdrop(to: string, lamports: bigint): string {
    const before = this.account(to);
    const result = this.svm.airdrop(address(to) as Address, lamports as never);
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new RpcError(-32603, `Airdrop failed${result ? `: ${describeError(toRpcError(result))}` : ""}`);
    }
    const signature = bs58.encode(result.signature());
    const record: TxRecord = {
      slot: this.slot,
      blockTime: this.timeline.get(this.slot)?.blockTime ?? now(),
      wire: "",
      err: null,
      fee: 0,
      logs: result.logs(),
      preBalances: [Number(before?.lamports ?? 0n)],
      postBalances: [Number(this.account(to)?.lamports ?? 0n)],
      preTokenBalances: [],
      postTokenBalances: [],
      unitsConsumed: 0,
    };
    this.land(signature, record, [to], new Map([[to, this.account(to)]]));
    return signature;
  }

  private land(signature: string, record: TxRecord, keys: string[], changed: ExecutedTransaction["changedAccounts"]) {
    this.restore(signature, record, keys);
    this.unsavedRecords.push([signature, record]);
    this.timeline.keep(record.slot);
    this.markChanged();
    const executed: ExecutedTransaction = {
      signature,
      slot: record.slot,
      err: record.err,
      logs: record.logs,
      accountKeys: keys,
      changedAccounts: changed,
    };
    for (const listener of this.listeners) listener.executed?.(executed);
  }

  /** Adds a record to history and its indexes (airdrops have no transaction, so no block or address entry). */
  private restore(signature: string, record: TxRecord, keys?: string[]): void {
    this.history.set(signature, record);
    if (!record.wire) return;
    this.rememberMessage(Buffer.from(record.wire, "base64"), record.slot);
    // Read from the bytes only when loading a saved ledger: a transaction just executed names its keys.
    const loaded = record.loadedAddresses ?? { writable: [], readonly: [] };
    const accountKeys = () =>
      messageAccounts(parseWire(Buffer.from(record.wire, "base64")).tx.message, loaded).map((a) => a.pubkey);
    this.index.add(signature, record, keys ?? accountKeys());
  }

  /** Keeps a landed message's hash while its blockhash could still land it again (entries come in slot order). */
  private rememberMessage(wire: Uint8Array, slot: number): void {
    this.recentMessages.set(messageHash(wire), slot);
    for (const [hash, landedIn] of this.recentMessages) {
      if (this.slot - landedIn <= blockhashValiditySlots + 1) break;
      this.recentMessages.delete(hash);
    }
  }

  /** Saves everything (atomically); `finalizedSlot` is what the save lets the ledger report as final. */
  save(finalizedSlot = this.finalizedSlot): void {
    this.store.save(
      {
        slot: this.slot,
        finalizedSlot,
        blockHeight: this.blockHeight,
        genesisHash: this.genesisHash,
        slots: this.timeline.save(),
        faucet: this.faucet,
      },
      this.svm.toBytes(),
      this.unsavedRecords.map((entry) => JSON.stringify(entry)),
    );
    this.unsavedRecords = [];
    this.unsavedSince = undefined;
  }
}
