import { Connection } from "@solana/web3.js";
import { rpcUrl } from "./rpc-endpoint";
import { meteredFetch } from "./rpc-meter";

let cached: { url: string; connection: Connection } | undefined;

/**
 * The one Connection of the app: SOLANA_RPC_URL, or the embedded devnet. Polling only, no websocket needed. Only
 * server/ledger calls it (a rule in .dependency-cruiser.cjs): everything else asks the ledger by a named function.
 */
export function getConnection(): Connection {
  const url = rpcUrl();
  if (cached?.url !== url)
    cached = { url, connection: new Connection(url, { commitment: "confirmed", fetch: meteredFetch }) };
  return cached.connection;
}
