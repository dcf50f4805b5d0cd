import type { BrowserConfig } from "../../contracts/browser-config";
import { env } from "../../env";
import { isEmbeddedDevnet, rpcUrl } from "../../ledger/rpc-endpoint";

/**
 * What the browser needs to talk to the ledger with its own wallet. No secrets: off the embedded devnet only
 * PUBLIC_SOLANA_RPC_URL, or the origin of SOLANA_RPC_URL without its path and query, where provider keys sit.
 */
export function browserConfig(): BrowserConfig {
  const embedded = isEmbeddedDevnet();
  const browserRpc = env().PUBLIC_SOLANA_RPC_URL ?? (embedded ? rpcUrl() : new URL(rpcUrl()).origin);
  return { rpcUrl: browserRpc, embeddedDevnet: embedded };
}
