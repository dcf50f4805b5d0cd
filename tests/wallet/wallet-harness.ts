import { Keypair, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as prepareRoute from "@/app/v1/transactions/prepare/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import type { Permission } from "@/server/auth/api-key-format";
import { resetEnv } from "@/server/env";
import type { LocalExecutor } from "@/server/jobs/local-executor/executor";
import { testDevnet } from "../devnet/harness";
import { testExecutor } from "../jobs/fixtures";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call } from "../support/call";
import { appTransport } from "../support/serve-transport";
import { eventually } from "../support/webhook-receiver";

export type WalletWorld = Awaited<ReturnType<typeof walletWorld>>;

/**
 * A test file's world: the wallet world and an account key, made before the file's tests and closed after them.
 * Read `suite.world` and `suite.owner` inside tests (they exist from the first test on).
 */
export function walletSuite(permission: Permission = "write", slotMs = 50) {
  const suite = {} as { world: WalletWorld; owner: TestKey };
  beforeAll(async () => {
    suite.world = await walletWorld(slotMs);
    suite.owner = await newAccountKey(permission);
  });
  afterAll(() => suite.world.close());
  return suite;
}

/** A devnet with real slots (50 ms unless given), the app pointed at it, and the executor running the app's functions. */
export async function walletWorld(slotMs = 50) {
  // One treasury for the devnet's genesis and the app's signing.
  process.env.TREASURY_SECRET_KEY = bs58.encode(Keypair.generate().secretKey);
  resetEnv();
  const world = await testDevnet(undefined, slotMs);
  process.env.SOLANA_RPC_URL = world.devnet.url;
  process.env.EMBEDDED_DEVNET = "1";
  resetEnv();
  const executor: LocalExecutor = await testExecutor(appTransport);
  executor.start();
  const self = {
    ...world,
    executor,
    /** Stops the executor and the ledger: the one in `self.devnet` now (a test may have restarted it). */
    close: async () => {
      await executor.stop();
      await self.devnet.close();
      delete process.env.SOLANA_RPC_URL;
      delete process.env.EMBEDDED_DEVNET;
      delete process.env.TREASURY_SECRET_KEY;
      resetEnv();
    },
  };
  return self;
}

export async function getQuote(
  key: string,
  asset: string,
  amount: string,
  outputAsset = asset,
  slippageBps = 100,
  mode: "wallet" | "private" = "wallet",
) {
  const result = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: asset, outputAsset, amount, slippageBps, mode },
  });
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return result.body.quoteId as string;
}

export type TransferBody = {
  type: "send" | "payroll" | "swap";
  quoteId: string;
  mode?: "wallet" | "private";
  sender: string;
  recipients: { address: string; amount: string }[];
};

export async function prepare(key: string, body: TransferBody) {
  return call(prepareRoute.POST, "POST", "/v1/transactions/prepare", { key, body });
}

export function sign(base64: string, signer: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, "base64"));
  tx.sign([signer]);
  return Buffer.from(tx.serialize()).toString("base64");
}

export async function create(
  key: string,
  body: TransferBody & { signedTransaction?: string; signedTransactions?: string[] },
) {
  return call(transactionsRoute.POST, "POST", "/v1/transactions", { key, body });
}

/** Prepare, sign with the sender's key, submit: what a wallet client does. */
export async function pay(key: string, body: TransferBody, signer: Keypair) {
  const prepared = await prepare(key, body);
  if (prepared.status !== 200) throw new Error(JSON.stringify(prepared.body));
  return create(key, { ...body, signedTransaction: sign(prepared.body.transaction, signer) });
}

export async function settledStatus(
  key: string,
  transactionId: string,
  wanted = ["completed", "failed"],
  timeoutMs = 40_000,
) {
  return eventually(async () => {
    const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key, params: { transactionId } });
    return wanted.includes(got.body.status) && got.body;
  }, timeoutMs);
}

/** A new wallet holding `lamports`, straight from the ledger (past the faucet's cap per address). */
export async function airdroppedWallet(world: WalletWorld, lamports: bigint): Promise<Keypair> {
  const wallet = Keypair.generate();
  world.devnet.ledger.airdrop(wallet.publicKey.toBase58(), lamports);
  await eventually(async () => BigInt(await world.connection.getBalance(wallet.publicKey)) === lamports, 10_000);
  return wallet;
}

export type SwapAsk = { input: string; output: string; amount: string; slippageBps?: number };

/**
 * A swap of `amount` of `input` into `output` for the signer's own wallet, quoted with `key`, prepared and signed by
 * `signer`, not yet created: the quote's answer, and the body create takes when the quote was given.
 */
export async function signedSwap(key: string, signer: Keypair, ask: SwapAsk) {
  const quoted = await call(quoteRoute.GET, "GET", "/v1/quote", {
    key,
    query: { inputAsset: ask.input, outputAsset: ask.output, amount: ask.amount, slippageBps: ask.slippageBps ?? 100 },
  });
  if (quoted.status !== 200) return { quoted };
  const me = signer.publicKey.toBase58();
  const body = {
    type: "swap" as const,
    quoteId: quoted.body.quoteId as string,
    sender: me,
    recipients: [{ address: me, amount: ask.amount }],
  };
  const prepared = await prepare(key, body);
  if (prepared.status !== 200) throw new Error(JSON.stringify(prepared.body));
  return { quoted, body: { ...body, signedTransaction: sign(prepared.body.transaction, signer) } };
}
