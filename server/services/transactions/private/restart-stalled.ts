import type { Db } from "../../../db/client";
import { stalledRefunds } from "../../../db/queries/deposit-accounts";
import { stalledRoutings } from "../../../db/queries/private-transactions";
import { env } from "../../../env";
import { enqueueJob } from "../../../outbox/enqueue-job";
import { jobs } from "../../../outbox/jobs";

/** Past its delay, a routing shows progress at least this often (a look at a move every few seconds). */
const stallMs = 5 * 60_000;
const batch = 100;

/**
 * Routings and refunds that stopped moving (their run died or gave up its retries) get a new run. Every step of
 * theirs is idempotent against the recorded moves, and routing runs of one transaction never overlap, so a second
 * run finishes the first one's work and pays nothing twice.
 */
export async function restartStalledPrivateWork(
  db: Db,
  now = new Date(),
): Promise<{ routings: number; refunds: number }> {
  const again = now.toISOString();
  const routings = await stalledRoutings(
    db,
    new Date(now.getTime() - stallMs - env().PRIVATE_DELAY_MAX_S * 1000),
    batch,
  );
  for (const row of routings) await enqueueJob(db, jobs.route(row.id, again));
  const refunds = await stalledRefunds(db, new Date(now.getTime() - stallMs), batch);
  for (const account of refunds) await enqueueJob(db, jobs.refund(account.address, account.refunds, again));
  return { routings: routings.length, refunds: refunds.length };
}
