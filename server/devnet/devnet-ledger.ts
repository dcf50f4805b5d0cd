import path from "node:path";
import { type Address, address, getTransactionDecoder } from "@solana/kit";
import { type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { FailedTransactionMetadata, LiteSVM } from "litesvm";
import { LedgerStore } from "./ledger-store";
import { decodeTokenAccount, mintDecimals, tokenPrograms, uiTokenAmount } from "./token-accounts";
import { describeError, type RpcTxError, toRpcError } from "./tx-errors";

/** Slots a blockhash stays usable, as on a real cluster. */
export const blockhashValiditySlots = 150;
/** Slots after which a transaction counts as finalized (a real cluster: ~32; kept short so demos don't wait). */
export const finalitySlots = 3;
export const lamportsPerSignature = 5_000;

export type TokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: ReturnType<typeof uiTokenAmount>;
};

export type TxRecord = {
  slot: number;
  blockTime: number;
  wire: string;
  err: RpcTxError | null;
  fee: number;
  logs: string[];
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  unitsConsumed: number;
};

type Saved = {
  blockHeight: number;
  genesisHash: string;
  blockhashes: [string, number][];
  history: [string, TxRecord][];
  faucet: Record<string, string>;
};

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

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
  readonly blockhashes = new Map<string, number>();
  readonly history = new Map<string, TxRecord>();
  faucet: Record<string, string> = {};
  /** The oldest slot with a change that is not on disk yet. */
  private unsavedSince: number | undefined;

  private constructor(
    readonly svm: LiteSVM,
    private readonly store: LedgerStore<Saved>,
  ) {}

  static open(dataDir: string): { ledger: DevnetLedger; fresh: boolean } {
    const store = new LedgerStore<Saved>(path.join(dataDir, "devnet"));
    const loaded = store.load();
    if (loaded) {
      const { state, snapshot, progress } = loaded;
      const ledger = new DevnetLedger(configure(LiteSVM.fromBytes(snapshot)), store);
      // Slots finalized after the last save held no changes: resume past them, never reuse a slot reported final.
      ledger.slot = Math.max(state.slot, progress?.slot ?? 0);
      ledger.blockHeight = state.blockHeight + (ledger.slot - state.slot);
      ledger.finalizedSlot = Math.max(state.finalizedSlot ?? state.slot - finalitySlots, progress?.finalizedSlot ?? 0);
      ledger.genesisHash = state.genesisHash;
      for (const [hash, slot] of state.blockhashes) ledger.blockhashes.set(hash, slot);
      for (const [sig, record] of state.history) ledger.history.set(sig, record);
      ledger.faucet = state.faucet;
      ledger.syncClock();
      return { ledger, fresh: false };
    }
    const ledger = new DevnetLedger(configure(new LiteSVM()), store);
    ledger.syncClock();
    ledger.blockhashes.set(ledger.svm.latestBlockhash(), 0);
    ledger.markChanged();
    return { ledger, fresh: true };
  }

  /** One slot passes (the slot timer). */
  tick(): void {
    this.advance(1);
  }

  /** Slots pass: each has a new blockhash and the clock follows wall time; then finality catches up. */
  advance(count: number): void {
    for (let i = 0; i < count; i++) this.openNextSlot();
    this.settleFinality();
  }

  private openNextSlot(): void {
    this.slot += 1;
    this.blockHeight += 1;
    this.svm.expireBlockhash();
    this.syncClock();
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot);
    for (const [hash, slot] of this.blockhashes) {
      if (slot < this.slot - blockhashValiditySlots * 2) this.blockhashes.delete(hash);
    }
  }

  /** Moves the finalized slot up to `finalitySlots` behind, after saving what it would cover. */
  private settleFinality(): void {
    const target = this.slot - finalitySlots;
    if (target <= this.finalizedSlot) return;
    if (this.unsavedSince !== undefined && this.unsavedSince <= target) this.save(target);
    else this.store.saveProgress({ slot: this.slot, finalizedSlot: target });
    this.finalizedSlot = target;
  }

  /** Something in the current slot changed state (a transaction, an airdrop, the faucet's totals). */
  markChanged(): void {
    this.unsavedSince ??= this.slot;
  }

  private syncClock(): void {
    const clock = this.svm.getClock();
    clock.slot = BigInt(this.slot);
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000));
    this.svm.setClock(clock);
  }

  latestBlockhash() {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.blockHeight + blockhashValiditySlots };
  }

  isBlockhashValid(hash: string): boolean {
    const slot = this.blockhashes.get(hash);
    return slot !== undefined && this.slot - slot <= blockhashValiditySlots;
  }

  account(key: string) {
    const account = this.svm.getAccount(address(key));
    return account.exists ? account : null;
  }

  private balances(keys: string[]) {
    return keys.map((key) => Number(this.account(key)?.lamports ?? 0n));
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    const out: TokenBalance[] = [];
    keys.forEach((key, accountIndex) => {
      const account = this.account(key);
      if (!account || !tokenPrograms.includes(account.programAddress)) return;
      const token = decodeTokenAccount(account.data);
      const mint = token && this.account(token.mint);
      const decimals = mint ? mintDecimals(mint.data) : undefined;
      if (!token || decimals === undefined) return;
      out.push({
        accountIndex,
        mint: token.mint,
        owner: token.owner,
        programId: account.programAddress,
        uiTokenAmount: uiTokenAmount(token.amount, decimals),
      });
    });
    return out;
  }

  /**
   * Executes a wire transaction like a validator: a known signature returns as before (never executes twice), an
   * expired blockhash is refused, and a failure is a preflight error unless `skipPreflight`, when it lands failed.
   */
  send(wire: Uint8Array, skipPreflight = false): string {
    const parsed = parseWire(wire);
    if (this.history.has(parsed.signature)) return parsed.signature;
    if (!this.isBlockhashValid(parsed.blockhash)) {
      throw new RpcError(-32002, "Transaction simulation failed: Blockhash not found", {
        err: "BlockhashNotFound",
        logs: [],
        accounts: null,
        unitsConsumed: 0,
      });
    }
    if (!skipPreflight) {
      // Preflight is a simulation: a transaction that would fail is refused and costs nothing.
      const simulated = this.simulate(wire);
      if (simulated.err) {
        throw new RpcError(-32002, `Transaction simulation failed: ${describeError(simulated.err)}`, simulated);
      }
    }
    const keys = parsed.keys;
    const pre = this.balances(keys);
    const preTokens = this.tokenBalances(keys);
    const result = this.svm.sendTransaction(getTransactionDecoder().decode(wire));
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    const err = failed ? toRpcError(result) : null;
    const post = this.balances(keys);
    this.history.set(parsed.signature, {
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: Buffer.from(wire).toString("base64"),
      err,
      fee: lamportsPerSignature * parsed.tx.signatures.length,
      logs: meta.logs(),
      preBalances: pre,
      postBalances: post,
      preTokenBalances: preTokens,
      postTokenBalances: this.tokenBalances(keys),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
    });
    this.markChanged();
    return parsed.signature;
  }

  simulate(wire: Uint8Array) {
    const result = this.svm.simulateTransaction(getTransactionDecoder().decode(wire));
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result.meta();
    return {
      err: failed ? toRpcError(result) : null,
      logs: meta.logs(),
      accounts: null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: null,
    };
  }

  confirmationStatus(record: TxRecord): "processed" | "confirmed" | "finalized" {
    if (record.slot <= this.finalizedSlot) return "finalized";
    return record.slot < this.slot ? "confirmed" : "processed";
  }

  airdrop(to: string, lamports: bigint): string {
    const result = this.svm.airdrop(address(to) as Address, lamports as never);
    if (!result || result instanceof FailedTransactionMetadata) {
      throw new RpcError(-32603, `Airdrop failed${result ? `: ${describeError(toRpcError(result))}` : ""}`);
    }
    const signature = bs58.encode(result.signature());
    this.history.set(signature, {
      slot: this.slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: "",
      err: null,
      fee: 0,
      logs: result.logs(),
      preBalances: [],
      postBalances: [],
      preTokenBalances: [],
      postTokenBalances: [],
      unitsConsumed: 0,
    });
    this.markChanged();
    return signature;
  }

  /** Saves everything (atomically); `finalizedSlot` is what the save lets the ledger report as final. */
  save(finalizedSlot = this.finalizedSlot): void {
    this.store.save(
      {
        slot: this.slot,
        finalizedSlot,
        blockHeight: this.blockHeight,
        genesisHash: this.genesisHash,
        blockhashes: [...this.blockhashes],
        history: [...this.history],
        faucet: this.faucet,
      },
      this.svm.toBytes(),
    );
    this.unsavedSince = undefined;
  }
}

function configure(svm: LiteSVM): LiteSVM {
  // The blockhash window is ours (150 slots); LiteSVM's own check only knows the latest hash.
  return svm.withBlockhashCheck(false).withSigverify(true).withTransactionHistory(0n);
}

export function parseWire(wire: Uint8Array) {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch (error) {
    throw new RpcError(-32602, `invalid transaction: failed to deserialize VersionedTransaction: ${String(error)}`);
  }
  const signature = tx.signatures[0];
  if (!signature) throw new RpcError(-32602, "invalid transaction: no signature");
  return {
    tx,
    signature: bs58.encode(signature),
    blockhash: tx.message.recentBlockhash,
    keys: tx.message.staticAccountKeys.map((k: PublicKey) => k.toBase58()),
  };
}
