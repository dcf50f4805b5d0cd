import type { DbOrTx } from "../../db/client";
import { findDelivery } from "../../db/queries/webhook-deliveries";
import { type AttemptOutcome, attemptDeliveries } from "./attempt-deliveries";

/** Attempt number `attempt` of one delivery (a scheduled retry, or a manual one), unless it was delivered already. */
export async function attemptDelivery(
  db: DbOrTx,
  deliveryId: string,
  attempt: number,
  manual = false,
): Promise<AttemptOutcome> {
  const delivery = await findDelivery(db, deliveryId);
  if (!delivery) return { outcome: "abandoned" };
  if (delivery.status === "succeeded") return { outcome: "succeeded" };
  const outcomes = await attemptDeliveries(db, [delivery], attempt, manual);
  return outcomes.get(deliveryId) ?? { outcome: "abandoned" };
}

/** One attempt asked for by the API: the attempt after the last one made, even past the retry schedule. */
export async function attemptManualDelivery(db: DbOrTx, deliveryId: string): Promise<AttemptOutcome> {
  const delivery = await findDelivery(db, deliveryId);
  return attemptDelivery(db, deliveryId, (delivery?.attemptCount ?? 0) + 1, true);
}
