import { Address } from "@/components/ui/address";

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

/** A signature or address, shortened (whole on hover), opening the explorer in a new tab, with a copy button. */
export function ExplorerLink({ kind, id, rpcUrl }: { kind: "tx" | "address"; id: string; rpcUrl?: string }) {
  const what = kind === "tx" ? "signature" : "address";
  if (!rpcUrl) return <Address value={id} what={what} />;
  return (
    <Address
      value={id}
      what={what}
      wrap={(short) => (
        <a
          href={explorerUrl(kind, id, rpcUrl)}
          target="_blank"
          rel="noreferrer"
          className="text-zinc-900 underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-900"
          aria-label={`${kind === "tx" ? "Signature" : "Address"} ${id} in the explorer`}
        >
          {short}
        </a>
      )}
    />
  );
}
