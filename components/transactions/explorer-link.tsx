import { Address } from "@/components/ui/address";
import { explorerUrl } from "@/components/ui/explorer-url";

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
