import type { AssetSymbol } from "../../assets";
import type { LandedTransaction } from "../../ledger/landed-transactions";
import type { Attribution } from "./attribution";
import type { Finding } from "./finding";
import type { ServiceWallet } from "./service-wallet-list";

/**
 * How the books count one transaction of a service wallet's history:
 * recorded: one of the service's moves (any attempt); swap: a wallet-mode swap the treasury co-signed;
 * deposit: money that reached a deposit address, its transaction's (kept, refunded or dust by the other books);
 * unsolicited: money that reached the treasury or a pool wallet without the service asking (a funding, a faucet,
 * a stranger's dust); untouched: a transaction that names the wallet and moves nothing of it;
 * unrecorded: the wallet signed, or lost anything, and no record explains it (a finding).
 */
export type Classified = {
  signature: string;
  kind: "recorded" | "swap" | "deposit" | "unsolicited" | "untouched" | "unrecorded";
  deltas: Map<AssetSymbol, bigint>;
  finding?: Finding;
};

const showDeltas = (deltas: Map<AssetSymbol, bigint>) =>
  [...deltas]
    .filter(([, units]) => units !== 0n)
    .map(([asset, units]) => `${asset} ${units > 0n ? "+" : ""}${units}`)
    .join(", ") || "nothing";

/** What a swap moves of the treasury: the quote's input in, its output out; nothing when it failed on chain. */
function swapChecked(
  wallet: ServiceWallet,
  landed: LandedTransaction,
  deltas: Map<AssetSymbol, bigint>,
  swap: Extract<Attribution, { kind: "swap" }>["swap"],
): Finding | undefined {
  const expected = new Map<AssetSymbol, bigint>([...deltas.keys()].map((asset) => [asset, 0n]));
  if (wallet.name === "treasury" && !landed.failed) {
    expected.set(swap.inputAsset, (expected.get(swap.inputAsset) ?? 0n) + swap.inputAmount);
    expected.set(swap.outputAsset, (expected.get(swap.outputAsset) ?? 0n) - swap.outputAmount);
  }
  if (showDeltas(expected) === showDeltas(deltas)) return undefined;
  return {
    transactionId: swap.id,
    check: `${wallet.name}: swap ${landed.signature} moves what its quote says`,
    expected: showDeltas(expected),
    found: showDeltas(deltas),
  };
}

/** Classifies one transaction of a service wallet's history by the service's records and what it moved. */
export function classify(
  wallet: ServiceWallet,
  landed: LandedTransaction,
  deltas: Map<AssetSymbol, bigint>,
  attribution: Attribution | undefined,
): Classified {
  const { signature } = landed;
  if (attribution?.kind === "move") return { signature, kind: "recorded", deltas };
  if (attribution?.kind === "swap") {
    return { signature, kind: "swap", deltas, finding: swapChecked(wallet, landed, deltas, attribution.swap) };
  }
  const signed = landed.signers.includes(wallet.owner);
  const values = [...deltas.values()];
  if (!signed && values.every((units) => units >= 0n)) {
    if (values.every((units) => units === 0n)) return { signature, kind: "untouched", deltas };
    return { signature, kind: wallet.transactionId ? "deposit" : "unsolicited", deltas };
  }
  return {
    signature,
    kind: "unrecorded",
    deltas,
    finding: {
      transactionId: wallet.transactionId,
      check: `${wallet.name} ${wallet.owner}: ${signature} ${signed ? "was signed by it" : "took from it"} with no record of the service's`,
      expected: "a recorded move or swap",
      found: showDeltas(deltas),
    },
  };
}
