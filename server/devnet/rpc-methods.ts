import { TOKEN_PROGRAM_ID } from "@solana/spl-token";
import type { Keypair } from "@solana/web3.js";
import { PublicKey, VersionedMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { isAssetSymbol } from "../assets";
import { accountJson } from "./account-json";
import { type DevnetLedger, lamportsPerSignature, RpcError, type TxRecord } from "./devnet-ledger";
import { faucetCaps, runFaucet } from "./faucet";
import { decodeTokenAccount, mintDecimals, tokenPrograms, uiTokenAmount } from "./token-accounts";

type Params = unknown[];
type Config = { encoding?: string; skipPreflight?: boolean; searchTransactionHistory?: boolean; limit?: number };
export type Method = (params: Params) => unknown;

function pubkey(value: unknown): PublicKey {
  if (typeof value !== "string") throw new RpcError(-32602, "Invalid params: expected a base58 address");
  try {
    const bytes = bs58.decode(value);
    if (bytes.length !== 32) throw new RpcError(-32602, "Invalid param: WrongSize");
    return new PublicKey(bytes);
  } catch (error) {
    if (error instanceof RpcError) throw error;
    throw new RpcError(-32602, "Invalid param: Invalid");
  }
}

function config(params: Params, index: number): Config {
  const value = params[index];
  return typeof value === "object" && value !== null ? (value as Config) : {};
}

function wire(params: Params): Uint8Array {
  const text = params[0];
  if (typeof text !== "string") throw new RpcError(-32602, "Invalid params: expected an encoded transaction");
  const encoding = config(params, 1).encoding ?? "base58";
  try {
    return encoding === "base64" ? Buffer.from(text, "base64") : bs58.decode(text);
  } catch {
    throw new RpcError(-32602, `invalid transaction: invalid ${encoding} encoding`);
  }
}

function transactionJson(record: TxRecord, encoding: string | undefined) {
  const tx = VersionedTransaction.deserialize(Buffer.from(record.wire, "base64"));
  const message = tx.message;
  const json = {
    signatures: tx.signatures.map((s) => bs58.encode(s)),
    message: {
      accountKeys: message.staticAccountKeys.map((k) => k.toBase58()),
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((ix) => ({
        programIdIndex: ix.programIdIndex,
        accounts: ix.accountKeyIndexes,
        data: bs58.encode(ix.data),
        stackHeight: null,
      })),
      ...(message.version === 0 && {
        addressTableLookups: message.addressTableLookups.map((l) => ({
          accountKey: l.accountKey.toBase58(),
          writableIndexes: l.writableIndexes,
          readonlyIndexes: l.readonlyIndexes,
        })),
      }),
    },
  };
  return {
    transaction: encoding === "base64" ? [record.wire, "base64"] : json,
    version: message.version === 0 ? 0 : "legacy",
  };
}

/** The JSON-RPC methods, with a real validator's request and response shapes. */
export function createMethods(ledger: DevnetLedger, authority: Keypair): Record<string, Method> {
  const context = () => ({ slot: ledger.slot, apiVersion: "2.2.0" });
  const wrap = (value: unknown) => ({ context: context(), value });
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

  return {
    getHealth: () => "ok",
    getVersion: () => ({ "solana-core": "2.2.0", "feature-set": 3294202862 }),
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.blockHeight,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: 0,
      slotIndex: ledger.slot,
      slotsInEpoch: 432_000,
      transactionCount: ledger.history.size,
    }),
    getLatestBlockhash: () => wrap(ledger.latestBlockhash()),
    isBlockhashValid: (params) => wrap(ledger.isBlockhashValid(String(params[0]))),
    getFeeForMessage: (params) => {
      try {
        const message = VersionedMessage.deserialize(Buffer.from(String(params[0]), "base64"));
        const valid = ledger.isBlockhashValid(message.recentBlockhash);
        return wrap(valid ? lamportsPerSignature * message.header.numRequiredSignatures : null);
      } catch {
        throw new RpcError(-32602, "Invalid params: invalid message");
      }
    },
    getMinimumBalanceForRentExemption: (params) => {
      const size = Number(params[0]);
      if (!Number.isInteger(size) || size < 0) throw new RpcError(-32602, "Invalid params: expected a data length");
      return Number(ledger.svm.minimumBalanceForRentExemption(BigInt(size)));
    },
    getBalance: (params) => wrap(Number(ledger.account(pubkey(params[0]).toBase58())?.lamports ?? 0n)),
    getAccountInfo: (params) =>
      wrap(accountJson(ledger, ledger.account(pubkey(params[0]).toBase58()), config(params, 1).encoding)),
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0])) throw new RpcError(-32602, "Invalid params: expected a list of addresses");
      const encoding = config(params, 1).encoding;
      return wrap(params[0].map((key) => accountJson(ledger, ledger.account(pubkey(key).toBase58()), encoding)));
    },
    getTokenAccountsByOwner: (params) => {
      const owner = pubkey(params[0]).toBase58();
      const filter = (params[1] ?? {}) as { mint?: string; programId?: string };
      const programs = filter.programId ? [pubkey(filter.programId).toBase58()] : tokenPrograms;
      if (!filter.mint && !filter.programId)
        throw new RpcError(-32602, "Invalid params: expected a mint or programId filter");
      const mint = filter.mint ? pubkey(filter.mint).toBase58() : undefined;
      const encoding = config(params, 2).encoding;
      const found = programs.flatMap((program) =>
        program === tokenPrograms[0] || program === tokenPrograms[1]
          ? ledger.svm.getProgramAccounts(program as never).filter((a) => {
              const token = decodeTokenAccount(a.data);
              return token?.owner === owner && (!mint || token.mint === mint);
            })
          : [],
      );
      return wrap(found.map((a) => ({ pubkey: a.address, account: accountJson(ledger, a, encoding) })));
    },
    getTokenAccountBalance: (params) => {
      const account = ledger.account(pubkey(params[0]).toBase58());
      const token = account ? decodeTokenAccount(account.data) : undefined;
      if (!token) throw new RpcError(-32602, "Invalid param: not a Token account");
      const mint = ledger.account(token.mint);
      return wrap(uiTokenAmount(token.amount, mint ? (mintDecimals(mint.data) ?? 0) : 0));
    },
    sendTransaction: (params) => ledger.send(wire(params), config(params, 1).skipPreflight === true),
    simulateTransaction: (params) => wrap(ledger.simulate(wire(params))),
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0])) throw new RpcError(-32602, "Invalid params: expected a list of signatures");
      return wrap(params[0].map((sig) => status(String(sig))));
    },
    getTransaction: (params) => {
      const record = ledger.history.get(String(params[0]));
      if (!record || !record.wire || ledger.confirmationStatus(record) === "processed") return null;
      return {
        slot: record.slot,
        blockTime: record.blockTime,
        ...transactionJson(record, config(params, 1).encoding),
        meta: {
          err: record.err,
          status: record.err ? { Err: record.err } : { Ok: null },
          fee: record.fee,
          preBalances: record.preBalances,
          postBalances: record.postBalances,
          preTokenBalances: record.preTokenBalances,
          postTokenBalances: record.postTokenBalances,
          innerInstructions: [],
          logMessages: record.logs,
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: record.unitsConsumed,
        },
      };
    },
    getSignaturesForAddress: (params) => {
      const key = pubkey(params[0]).toBase58();
      const limit = Math.min(config(params, 1).limit ?? 1000, 1000);
      return [...ledger.history.entries()]
        .filter(
          ([, r]) =>
            r.wire &&
            VersionedTransaction.deserialize(Buffer.from(r.wire, "base64")).message.staticAccountKeys.some(
              (k) => k.toBase58() === key,
            ),
        )
        .sort((a, b) => b[1].slot - a[1].slot)
        .slice(0, limit)
        .map(([signature, r]) => ({
          signature,
          slot: r.slot,
          err: r.err,
          memo: null,
          blockTime: r.blockTime,
          confirmationStatus: ledger.confirmationStatus(r),
        }));
    },
    requestAirdrop: (params) => {
      const lamports = Number(params[1]);
      if (!Number.isSafeInteger(lamports) || lamports <= 0) throw new RpcError(-32602, "Invalid params: lamports");
      return runFaucet(ledger, authority, pubkey(params[0]), "SOL", BigInt(lamports));
    },
    devnet_faucet: (params) => {
      const [owner, asset, amount] = params;
      if (typeof asset !== "string" || !isAssetSymbol(asset))
        throw new RpcError(-32602, "Invalid params: asset must be SOL, USDC or USDT");
      if (typeof amount !== "string" || !/^\d+$/.test(amount))
        throw new RpcError(-32602, "Invalid params: amount in base units as a string");
      return runFaucet(ledger, authority, pubkey(owner), asset, BigInt(amount), TOKEN_PROGRAM_ID);
    },
    devnet_faucetCaps: () => Object.fromEntries(Object.entries(faucetCaps).map(([k, v]) => [k, v.toString()])),
  };
}
