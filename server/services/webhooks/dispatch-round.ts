import type { DbOrTx } from "../../db/client";
import { claimedBy, claimFirstAttempts } from "../../db/queries/webhook-deliveries";
import { beginRound, type DispatchRequest, releaseDispatch } from "../../db/queries/webhook-dispatch";
import { attemptDeliveries } from "./attempt-deliveries";

/** A delivery whose first attempt failed, for a delivery run of its own from attempt `fromAttempt` on. */
export type HandOver = { deliveryId: string; fromAttempt: number; notBefore: string };

export type RoundResult =
  | { state: "superseded" | "released" }
  | { state: "working"; attempted: number; full: boolean; handOver: HandOver[] };

/** First attempts per round, at most: a busy webhook's deliveries go out in rounds this big. */
const roundSize = 100;

/**
 * One round of a webhook's dispatcher: claims the deliveries nobody attempted yet (oldest first), makes their first
 * attempt, and returns those to retry. With nothing to claim, the generation ends, unless a kick arrived since the
 * round began. `token` names the round; run again after a crash, the round takes back what it had claimed: what it
 * already attempted is handed over, not sent again.
 */
export async function dispatchRound(db: DbOrTx, request: DispatchRequest, token: string): Promise<RoundResult> {
  const round = await beginRound(db, request);
  if (!round) return { state: "superseded" };
  const earlier = await claimedBy(db, token);
  const claimed = earlier.length > 0 ? earlier : await claimFirstAttempts(db, request.webhookId, token, roundSize);
  if (claimed.length === 0) {
    const released = await releaseDispatch(db, request, round.kicks);
    return released ? { state: "released" } : { state: "working", attempted: 0, full: false, handOver: [] };
  }
  const fresh = claimed.filter((d) => d.attemptCount === 0);
  const outcomes = await attemptDeliveries(db, fresh, 1);
  const handOver = claimed.flatMap((d): HandOver[] => {
    const outcome = outcomes.get(d.id);
    if (outcome?.outcome === "retry") {
      return [{ deliveryId: d.id, fromAttempt: 2, notBefore: outcome.nextAttemptAt }];
    }
    if (!outcome && d.nextAttemptAt) {
      return [{ deliveryId: d.id, fromAttempt: d.attemptCount + 1, notBefore: d.nextAttemptAt.toISOString() }];
    }
    return [];
  });
  return { state: "working", attempted: fresh.length, full: claimed.length === roundSize, handOver };
}
