import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  Connection,
  type Keypair,
  PublicKey,
  TransactionMessage,
  type TransactionSignature,
  VersionedTransaction,
} from "@solana/web3.js";
import { type AssetSymbol, assets } from "@/server/assets";
import { type DevnetOptions, type RunningDevnet, startDevnet } from "@/server/devnet/start-devnet";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { parseAmount } from "@/server/money";

/**
 * A devnet on free ports whose slots move only when the test says so (advanceSlots), unless slotMs is given; its
 * connection finds the websocket through wsEndpoint (with free ports it is not at the RPC port + 1).
 */
export async function testDevnet(
  dataDir = mkdtempSync(path.join(tmpdir(), "devnet-")),
  slotMs = 3_600_000,
  options: Partial<DevnetOptions> = {},
) {
  const devnet: RunningDevnet = await startDevnet({ port: 0, dataDir, slotMs, ...options });
  const connection = new Connection(devnet.url, { commitment: "confirmed", wsEndpoint: devnet.wsUrl });
  return { devnet, connection, dataDir };
}

/**
 * Polls getSignatureStatuses (what a client without websockets does) until the status is reached, for up to
 * `timeoutMs` of wall time: a count of polls would be a few seconds on a quiet machine and too few on a loaded one.
 */
export async function waitForStatus(
  connection: Connection,
  signature: TransactionSignature,
  wanted: "processed" | "confirmed" | "finalized",
  devnet?: RunningDevnet,
  timeoutMs = 60_000,
) {
  const order = ["processed", "confirmed", "finalized"];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
    const status = value[0];
    if (status && order.indexOf(status.confirmationStatus ?? "") >= order.indexOf(wanted)) return status;
    devnet?.advanceSlots(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${signature} never reached ${wanted}`);
}

export async function fundSol(connection: Connection, devnet: RunningDevnet, to: PublicKey, lamports: number) {
  const signature = await connection.requestAirdrop(to, lamports);
  await waitForStatus(connection, signature, "confirmed", devnet);
}

/** The devnet's faucet; an in-process devnet (with `advanceSlots`) moves one slot on so the grant is confirmed. */
export async function faucet(
  devnet: { url: string; advanceSlots?: (count: number) => void },
  to: Keypair | PublicKey,
  asset: string,
  units: bigint,
) {
  const owner = "publicKey" in to ? to.publicKey : to;
  const response = await fetch(devnet.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "devnet_faucet",
      params: [owner.toBase58(), asset, units.toString()],
    }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (!body.result) throw new Error(body.error?.message ?? "faucet failed");
  devnet.advanceSlots?.(1);
  return body.result;
}

/** A raw JSON-RPC call; an error answer throws "code: message". */
export async function rpcCall(devnet: { url: string }, method: string, params: unknown[]): Promise<unknown> {
  const body = await rpcAnswer(devnet, method, params);
  if (body.error) throw new Error(`${body.error.code}: ${body.error.message}`);
  return body.result;
}

export type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: { err?: unknown } } };

/** A JSON-RPC call's whole answer, its error included (rpcCall throws on one). */
export async function rpcAnswer(devnet: { url: string }, method: string, params: unknown[]): Promise<RpcAnswer> {
  const response = await fetch(devnet.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

/** Binds `port` on 127.0.0.1 (0: any) and lets it go: the port bound, or undefined when it was taken. */
async function tryListen(port: number): Promise<number | undefined> {
  const { createServer } = await import("node:net");
  return new Promise<number | undefined>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => {
      const bound = (server.address() as { port: number }).port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port to hand to a process that binds it later, drawn below Linux's ephemeral range (32768 and up). Between the
 * check and the bind, any process that binds port 0 or opens a connection (the Vitest files beside a benchmark do
 * both) takes its port from the ephemeral range, so it cannot take this one; a port from `listen(0)` it could, and
 * once did.
 */
const handedOutPorts = { from: 20_000, to: 32_000 };

function randomHandedOutPort(): number {
  return handedOutPorts.from + Math.floor(Math.random() * (handedOutPorts.to - handedOutPorts.from));
}

/** A free port on 127.0.0.1, as far as can be told. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await tryListen(randomHandedOutPort());
    if (port) return port;
  }
  throw new Error("no free port");
}

/** Two adjacent free ports on 127.0.0.1 (the RPC port and, one above it, the websocket's), as far as can be told. */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await tryListen(randomHandedOutPort());
    if (port && (await tryListen(port + 1))) return port;
  }
  throw new Error("no two adjacent free ports");
}

export type ProcessDevnet = { url: string; wsUrl: string; pid: number; close: () => Promise<void> };

/**
 * The devnet exactly as `npm start` runs it: `server/devnet/main.ts` in a process of its own, on DEVNET_PORT with
 * its websocket one port above, 400 ms slots. Resolves once it prints where it listens (at most 30 s).
 */
export async function npmStartDevnet(dataDir = mkdtempSync(path.join(tmpdir(), "devnet-"))): Promise<ProcessDevnet> {
  const { spawn } = await import("node:child_process");
  const port = await freePortPair();
  const child = spawn(process.execPath, ["--import", "tsx", "server/devnet/main.ts"], {
    env: { ...process.env, DEVNET_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the devnet did not start in 30 s")), 30_000);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Devnet listening on (\S+)/.exec(output);
      if (match && output.includes("websocket")) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`the devnet exited (${code}) before it started`)));
  });
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port + 1}`,
    pid: child.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * What a wallet does with a deposit request: pays `amount` (a decimal string) of `asset` to `to`, creating its token
 * account. Returns the signature once sent, without waiting for it to land.
 */
export async function sendPayment(
  connection: Connection,
  payer: Keypair,
  to: string,
  asset: AssetSymbol,
  amount: string,
): Promise<string> {
  const parsed = parseAmount(amount, assets[asset].decimals);
  if (!parsed.ok) throw new Error(`bad amount ${amount}`);
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: transferInstructions(asset, payer.publicKey, new PublicKey(to), parsed.units, payer.publicKey, true),
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([payer]);
  return connection.sendRawTransaction(transaction.serialize());
}
