import { env } from "../env";

/** The RPC the service talks to: SOLANA_RPC_URL, or the embedded devnet. */
export function rpcUrl(): string {
  return env().SOLANA_RPC_URL ?? `http://127.0.0.1:${env().DEVNET_PORT}`;
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
