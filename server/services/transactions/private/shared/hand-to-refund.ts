import type { Tx } from "../../../../db/client";
import { changeDepositAccountState, type DepositAccountRow } from "../../../../db/queries/deposit-accounts";
import { jobs } from "../../../../outbox/jobs";
import type { JobIntent } from "../../../../outbox/record-job";

/**
 * Hands a deposit account from `from` to its next refund, inside the caller's database transaction, and returns the
 * refund's job to record with it; none when another round moved the account first.
 */
export async function handToRefund(tx: Tx, address: string, from: DepositAccountRow["state"]): Promise<JobIntent[]> {
  const refunding = await changeDepositAccountState(tx, address, from, "refunding");
  return refunding ? [jobs.refund(refunding.address, refunding.refunds)] : [];
}
