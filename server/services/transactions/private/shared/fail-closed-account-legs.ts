import type { Db } from "../../../../db/client";
import type { DueLeg } from "../../../../db/queries/payout-legs";
import { log } from "../../../../log";
import { failUnsignedLegs } from "../lifecycle/leg-moves";
import { parsePayoutKey } from "./assign-payouts";
import { accountClosedFailure, accountsToCreate, unpaidForAccount } from "./payout-accounts";

/**
 * Before their payouts are first signed, the legs whose token account is missing and was not paid for fail alone
 * (RECIPIENT_ACCOUNT_CLOSED, their amount held for the operator like a refused leg's): the pool creates no account
 * nobody paid for, and the shared payout is not failed on chain by them. A payout already signed keeps its legs (its
 * bytes decide; a leg that then fails on chain is split off, split-failed-payout.ts). Returns the payouts with the
 * legs they still pay; a payout left with none is dropped.
 */
export async function failClosedAccountLegs(
  db: Db,
  open: Map<string, DueLeg[]>,
  missing: Set<string>,
): Promise<Map<string, DueLeg[]>> {
  const kept = new Map<string, DueLeg[]>();
  for (const [key, legs] of open) {
    const { asset } = parsePayoutKey(key);
    const creates = accountsToCreate(asset, legs, missing);
    const closed = legs.filter((l) => unpaidForAccount(asset, l, missing, creates));
    const failed = new Set(
      await failUnsignedLegs(
        db,
        key,
        closed.map((l) => l.id),
        accountClosedFailure,
      ),
    );
    if (failed.size > 0) {
      log.warn("legs whose token account was closed since create fail alone; their payout goes on", {
        key,
        failed: [...failed],
      });
    }
    const rest = legs.filter((l) => !failed.has(l.id));
    if (rest.length > 0) kept.set(key, rest);
  }
  return kept;
}
