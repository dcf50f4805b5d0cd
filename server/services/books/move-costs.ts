import type { LedgerMoveRow } from "../../db/queries/ledger-moves";
import { type LandedTransaction, serviceCost } from "../../ledger/landed-transactions";
import { poolWallets } from "../../ledger/pool-wallets";
import { loadTreasury } from "../../ledger/treasury";
import { tokenAccountRentLamports } from "../../pricing";

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
export function landedCost(
  landed: LandedTransaction,
): Cost & { rentTo: { account: string; owner: string; lamports: bigint }[] } {
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

/**
 * The lamports a sweep's or refund's returns charged their payers for the token accounts they created: a return
 * that creates its payer's account keeps that rent's worth from it (deposit-return.ts). A move recorded before the
 * figure was written down says it through its sources: a payer that got a return and left dust had exactly that
 * kept (plan-return.ts). What the record says of its latest attempt, so only once the move landed.
 */
export function payerAccountsRent(move: LedgerMoveRow): bigint {
  const details = move.details as {
    payerAccountsRent?: string;
    sources?: { returned: string; dust: string }[] | null;
  };
  if (details.payerAccountsRent !== undefined) return BigInt(details.payerAccountsRent);
  const created = (details.sources ?? []).filter((s) => BigInt(s.returned) > 0n && BigInt(s.dust) > 0n);
  return tokenAccountRentLamports * BigInt(created.length);
}

/** What a landed refund cost the service: its attempts, less the rent its returns charged their payers for. */
export async function refundCost(move: LedgerMoveRow, read: ReadLanded): Promise<Cost> {
  const cost = await moveCost(move, read);
  if (move.status === "landed") cost.rent -= payerAccountsRent(move);
  return cost;
}

type PaidLeg = { to: string; amount: string; transactionId?: string };

/** `amount` split over `parts` equal shares, the remainder one lamport each to the first: the shares add up to it. */
function split(amount: bigint, parts: number, index: number): bigint {
  const count = BigInt(parts);
  return amount / count + (BigInt(index) < amount % count ? 1n : 0n);
}

/**
 * Whose transaction each token account a payout created is, by the payout's record: the leg whose deposit paid its
 * rent (pay-out-epochs.ts records it at signing). A payout recorded before that (its `createdTokenAccounts` a count)
 * says nothing of it: the rent then goes to the first leg paid into the account, as the books did then.
 */
function rentOwners(
  move: LedgerMoveRow,
  legs: Required<PaidLeg>[],
): (rent: { account: string; owner: string }) => string | undefined {
  const recorded = move.details.createdTokenAccounts;
  if (Array.isArray(recorded)) {
    const byAccount = new Map(
      (recorded as { account: string; transactionId: string }[]).map((c) => [c.account, c.transactionId]),
    );
    return (rent) => byAccount.get(rent.account);
  }
  return (rent) => legs.find((l) => l.to === rent.owner)?.transactionId;
}

/**
 * What a shared payout cost each transaction it paid legs of: the fee of the attempt that paid them split over the
 * legs of its signed bytes, and the rent of each token account it created to the transaction whose leg paid for
 * it. The legs are those recorded when that attempt was signed (pay-out-epochs.ts: what is left once
 * fail-closed-account-legs.ts took out the closers' legs, the very transfers of the bytes), so a leg taken out
 * before signing bears nothing of it. Only the latest attempt's legs are recorded, and only the latest attempt can
 * have landed and succeeded (a move is signed again only once its attempt expired unseen or failed, run-move.ts):
 * a successful landing the record does not describe (an earlier attempt, or no legs recorded) is not split over
 * legs it may not have paid, but counted whole as `unshared` (its fee) and `unmatched` (its rent), for the books
 * to name. Rent of an account no leg paid for is `unmatched`.
 */
export async function payoutShares(
  move: LedgerMoveRow,
  read: ReadLanded,
): Promise<{ shares: Map<string, Cost>; unmatched: bigint; unshared: bigint }> {
  const legs = ((move.details.legs ?? []) as PaidLeg[]).map((leg) => ({
    ...leg,
    transactionId: leg.transactionId ?? "",
  }));
  const ownerOf = rentOwners(move, legs);
  const shares = new Map<string, Cost>();
  const shareOf = (transactionId: string) =>
    shares.get(transactionId) ?? shares.set(transactionId, noCost()).get(transactionId)!;
  let unmatched = 0n;
  let unshared = 0n;
  for (const signature of signaturesOfMove(move)) {
    const landed = await read(signature);
    if (!landed || landed.failed) continue;
    const cost = landedCost(landed);
    if (signature !== move.signature || legs.length === 0) {
      unshared += cost.fee;
      unmatched += cost.rent;
      continue;
    }
    legs.forEach((leg, i) => {
      addCost(shareOf(leg.transactionId), {
        fee: split(cost.fee, legs.length, i),
        priority: split(cost.priority, legs.length, i),
        rent: 0n,
      });
    });
    for (const rent of cost.rentTo) {
      const transactionId = ownerOf(rent);
      if (transactionId !== undefined) shareOf(transactionId).rent += rent.lamports;
      else unmatched += rent.lamports;
    }
  }
  return { shares, unmatched, unshared };
}
