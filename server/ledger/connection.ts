import { Connection } from "@solana/web3.js";
import { env } from "../env";
import { meteredFetch } from "./rpc-meter";

let cached: { url: string; connection: Connection } | undefined;

export function rpcUrl(): string {
  return env().SOLANA_RPC_URL ?? `http://127.0.0.1:${env().DEVNET_PORT}`;
}

/** The one Connection of the app: SOLANA_RPC_URL, or the embedded devnet. Polling only, no websocket needed. */
export function getConnection(): Connection {
  const url = rpcUrl();
  if (cached?.url !== url)
    cached = { url, connection: new Connection(url, { commitment: "confirmed", fetch: meteredFetch }) };
  return cached.connection;
}

/** True when the service runs on its own embedded devnet (faucet and burner wallet exist only then). */
export function isEmbeddedDevnet(): boolean {
  return env().EMBEDDED_DEVNET || !env().SOLANA_RPC_URL;
}

/** Where the embedded devnet's PubSub websocket listens: its RPC port + 1, as on a validator. */
export function devnetWebsocketUrl(): string {
  const url = new URL(rpcUrl());
  return `ws://${url.hostname}:${Number(url.port) + 1}`;
}
