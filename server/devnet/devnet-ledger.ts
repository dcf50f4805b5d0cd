import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Address, address, getTransactionDecoder } from "@solana/kit";
import { type PublicKey, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { FailedTransactionMetadata, LiteSVM } from "litesvm";
import { writeFileAtomically } from "../fs/write-file-atomically";
import { readJson } from "./persistence";
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
  slot: number;
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

/** LiteSVM behind what a cluster keeps around it: slots, a blockhash window, wall-clock time, history. */
export class DevnetLedger {
  slot = 0;
  blockHeight = 0;
  genesisHash = bs58.encode(new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256));
  readonly blockhashes = new Map<string, number>();
  readonly history = new Map<string, TxRecord>();
  faucet: Record<string, string> = {};
  dirty = false;

  private constructor(
    readonly svm: LiteSVM,
    private readonly dir: string,
  ) {}

  static open(dataDir: string): { ledger: DevnetLedger; fresh: boolean } {
    const dir = path.join(dataDir, "devnet");
    const snapshot = path.join(dir, "state.bin");
    const saved = readJson<Saved>(path.join(dir, "state.json"));
    if (saved && existsSync(snapshot)) {
      const ledger = new DevnetLedger(configure(LiteSVM.fromBytes(readFileSync(snapshot))), dir);
      ledger.slot = saved.slot;
      ledger.blockHeight = saved.blockHeight;
      ledger.genesisHash = saved.genesisHash;
      for (const [hash, slot] of saved.blockhashes) ledger.blockhashes.set(hash, slot);
      for (const [sig, record] of saved.history) ledger.history.set(sig, record);
      ledger.faucet = saved.faucet;
      ledger.syncClock();
      return { ledger, fresh: false };
    }
    const ledger = new DevnetLedger(configure(new LiteSVM()), dir);
    ledger.syncClock();
    ledger.blockhashes.set(ledger.svm.latestBlockhash(), 0);
    return { ledger, fresh: true };
  }

  /** One slot passes: a new blockhash, the clock follows wall time. */
  tick(): void {
    this.slot += 1;
    this.blockHeight += 1;
    this.svm.expireBlockhash();
    this.syncClock();
    this.blockhashes.set(this.svm.latestBlockhash(), this.slot);
    for (const [hash, slot] of this.blockhashes) {
      if (slot < this.slot - blockhashValiditySlots * 2) this.blockhashes.delete(hash);
    }
    this.dirty = true;
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
    this.dirty = true;
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
    const age = this.slot - record.slot;
    if (age >= finalitySlots) return "finalized";
    return age >= 1 ? "confirmed" : "processed";
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
    this.dirty = true;
    return signature;
  }

  save(): void {
    if (!this.dirty) return;
    writeFileAtomically(path.join(this.dir, "state.bin"), this.svm.toBytes());
    const saved: Saved = {
      slot: this.slot,
      blockHeight: this.blockHeight,
      genesisHash: this.genesisHash,
      blockhashes: [...this.blockhashes],
      history: [...this.history],
      faucet: this.faucet,
    };
    writeFileAtomically(path.join(this.dir, "state.json"), JSON.stringify(saved));
    this.dirty = false;
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
