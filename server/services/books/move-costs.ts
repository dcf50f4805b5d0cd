import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import { type LandedTransaction, serviceCost } from "../../ledger/landed-transactions";
import { poolWallets } from "../../ledger/pool-wallets";
import { loadTreasury } from "../../ledger/treasury";

export type ReadLanded = (signature: string) => Promise<LandedTransaction | undefined>;

/** Lamports spent: the fee (of which `priority` for priority), and the rent of others' token accounts created. */
export type Cost = { fee: bigint; priority: bigint; rent: bigint };

export const noCost = (): Cost => ({ fee: 0n, priority: 0n, rent: 0n });

export function addCost(to: Cost, cost: Cost): Cost {
  to.fee += cost.fee;
  to.priority += cost.priority;
  to.rent += cost.rent;
  return to;
}

export const costTotal = (cost: Cost) => cost.fee + cost.rent;

/**
 * Whose keys are the service's in a transaction: the treasury, the pool wallets, and whoever signed it when the
 * service paid its fee (a move's deposit address signs with the key the service holds).
 */
export function serviceKeys(landed: LandedTransaction): (owner: string) => boolean {
  const known = new Set([loadTreasury(), ...poolWallets()].map((k) => k.publicKey.toBase58()));
  const paidByService = known.has(landed.feePayer);
  return (owner) => known.has(owner) || (paidByService && landed.signers.includes(owner));
}

/** What one landed transaction cost the service (server/ledger/landed-transactions.ts, serviceCost). */
export function landedCost(landed: LandedTransaction): Cost & { rentTo: { owner: string; lamports: bigint }[] } {
  const cost = serviceCost(landed, serviceKeys(landed));
  return {
    fee: cost.fee,
    priority: cost.priority,
    rent: cost.rent.reduce((sum, r) => sum + r.lamports, 0n),
    rentTo: cost.rent,
  };
}

/** Every signature a move ever had: an attempt that failed on chain still cost its fee. */
export const signaturesOfMove = (move: LedgerMoveRow) => [move.signature, ...move.expiredSignatures];

/**
 * Which attempts of a move to count: the one that did what the move is for, or those that landed and failed (their
 * fees are a named cost of the service: a race or a refused recipient makes them, not the payments they served).
 */
export type Attempts = "succeeded" | "failed";

/** What a move's attempts of one kind cost, read from the ledger (an attempt that never landed cost nothing). */
export async function moveCost(move: LedgerMoveRow, read: ReadLanded, attempts: Attempts = "succeeded"): Promise<Cost> {
  const total = noCost();
  for (const signature of signaturesOfMove(move)) {
    const landed = await read(signature);
    if (landed && landed.failed === (attempts === "failed")) addCost(total, landedCost(landed));
  }
  return total;
}

type PaidLeg = { to: string; amount: string; transactionId?: string };

/** `amount` split over `parts` equal shares, the remainder one lamport each to the first: the shares add up to it. */
function split(amount: bigint, parts: number, index: number): bigint {
  const count = BigInt(parts);
  return amount / count + (BigInt(index) < amount % count ? 1n : 0n);
}

/**
 * What a shared payout cost each transaction it paid legs of: the fee of the attempt that paid them split by leg,
 * and the rent of each token account it created to the transaction of the first leg paid into it. Rent of an account
 * no leg paid into is `unmatched`.
 */
export async function payoutShares(
  move: LedgerMoveRow,
  read: ReadLanded,
): Promise<{ shares: Map<string, Cost>; unmatched: bigint }> {
  const legs = ((move.details.legs ?? []) as PaidLeg[]).map((leg) => ({
    ...leg,
    transactionId: leg.transactionId ?? "",
  }));
  const shares = new Map<string, Cost>();
  const shareOf = (transactionId: string) =>
    shares.get(transactionId) ?? shares.set(transactionId, noCost()).get(transactionId)!;
  let unmatched = 0n;
  for (const signature of signaturesOfMove(move)) {
    const landed = await read(signature);
    if (!landed || landed.failed || legs.length === 0) continue;
    const cost = landedCost(landed);
    legs.forEach((leg, i) => {
      addCost(shareOf(leg.transactionId), {
        fee: split(cost.fee, legs.length, i),
        priority: split(cost.priority, legs.length, i),
        rent: 0n,
      });
    });
    for (const rent of cost.rentTo) {
      const leg = legs.find((l) => l.to === rent.owner);
      if (leg) shareOf(leg.transactionId).rent += rent.lamports;
      else unmatched += rent.lamports;
    }
  }
  return { shares, unmatched };
}
