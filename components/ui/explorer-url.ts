/**
 * A link to the Solana Explorer for a signature or an address, on the cluster the service uses. The embedded
 * devnet (or any other endpoint) is the explorer's "custom RPC" cluster, which reads from that URL in the browser.
 */
export function explorerUrl(kind: "tx" | "address", id: string, rpcUrl: string): string {
  const host = safeHost(rpcUrl);
  const cluster = host.includes("devnet")
    ? "?cluster=devnet"
    : host.includes("testnet")
      ? "?cluster=testnet"
      : host.includes("mainnet")
        ? ""
        : `?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`;
  return `https://explorer.solana.com/${kind}/${id}${cluster}`;
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}
