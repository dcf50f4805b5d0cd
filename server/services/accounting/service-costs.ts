import type { Db } from "../../db/client";
import { allMoves, type LedgerMoveRow } from "../../db/queries/ledger-moves";
import { forgottenMoveKeyPrefix } from "../../db/queries/private-links";
import { lamportDelta } from "../../ledger/landed-transactions";
import { loadTreasury } from "../../ledger/treasury";
import {
  addCost,
  type Cost,
  moveCost,
  noCost,
  payoutShares,
  type ReadLanded,
  refundCost,
  signaturesOfMove,
} from "../books/move-costs";
import type { Finding } from "./finding";
import { checkMoveOnChain } from "./move-on-chain";

/**
 * A cost the service bears for itself rather than for one transaction, by name: `held` is what it put into accounts
 * it can close again (the rent of its lookup tables), not spent.
 */
export type ServiceCost = { name: string; moves: number; cost: Cost; held: bigint };

/** The named cost a move of the service's own is counted under; undefined for one a transaction's books count. */
function costName(move: LedgerMoveRow): string | undefined {
  if (move.purpose === "float") return "top-ups";
  if (move.purpose === "rebalance") return "rebalances";
  if (move.purpose === "lookup_table") return "lookup tables";
  if ((move.purpose === "sweep" || move.purpose === "refund") && !move.transactionId) {
    return "moves of forgotten transactions";
  }
  // Nobody is charged for giving money back: every refund is the service's (each transaction's books show its own).
  if (move.purpose === "refund") return "refunds";
  return undefined;
}

/** The rent a lookup-table move put into its table (less what a close gave back): the treasury's loss beyond the fee. */
async function tableRent(move: LedgerMoveRow, read: ReadLanded): Promise<bigint> {
  const treasury = loadTreasury().publicKey.toBase58();
  let rent = 0n;
  for (const signature of signaturesOfMove(move)) {
    const landed = await read(signature);
    if (landed?.feePayer === treasury) rent += -lamportDelta(landed, treasury) - landed.fee;
  }
  return rent;
}

/**
 * The service's named costs: top-ups and rebalances (moving its own money between its wallets costs their fees),
 * lookup tables (fees, and rent held until they close), refunds, the moves of transactions whose link was forgotten,
 * and every attempt that failed on chain (a payment racing a refund, a recipient the ledger refused in a shared
 * payout: at most five a move, run-move.ts). A payout's rent for an account none of its legs paid for is a finding.
 */
export async function serviceCosts(db: Db, read: ReadLanded): Promise<{ costs: ServiceCost[]; findings: Finding[] }> {
  const costs = new Map<string, ServiceCost>();
  const findings: Finding[] = [];
  const failed = { name: "failed attempts", moves: 0, cost: noCost(), held: 0n };
  for (const move of await allMoves(db)) {
    const lost = await moveCost(move, read, "failed");
    if (lost.fee > 0n) failed.moves++;
    addCost(failed.cost, lost);
    if (move.purpose === "payout") {
      const { unmatched, unshared } = await payoutShares(move, read);
      if (unmatched !== 0n) {
        findings.push({
          check: `${move.key}: rent of token accounts no leg paid for`,
          expected: "0",
          found: unmatched.toString(),
        });
      }
      if (unshared !== 0n) {
        findings.push({
          check: `${move.key}: fee of a landed attempt whose legs were not recorded with it`,
          expected: "0",
          found: unshared.toString(),
        });
      }
      continue;
    }
    const name = costName(move);
    if (!name) continue;
    // Top-ups and rebalances did on chain what they say (a transaction's or a forgotten one's are checked with those).
    const own = !move.transactionId && !move.key.startsWith(forgottenMoveKeyPrefix);
    if (move.status === "landed" && own && (move.purpose === "float" || move.purpose === "rebalance")) {
      await checkMoveOnChain(undefined, move, findings, read);
    }
    const named = costs.get(name) ?? { name, moves: 0, cost: noCost(), held: 0n };
    named.moves++;
    // A refund's rent for a payer's new token account was charged to the payer (its worth kept from the return).
    addCost(named.cost, move.purpose === "refund" ? await refundCost(move, read) : await moveCost(move, read));
    if (move.purpose === "lookup_table") named.held += await tableRent(move, read);
    costs.set(name, named);
  }
  return { costs: [...costs.values(), failed], findings };
}
