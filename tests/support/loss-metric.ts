import { metrics } from "@/server/metrics/registry";

/** What `payments_service_loss_lamports_total` has counted under `cause` in this process so far. */
export async function lossCounted(cause: "uncharged" | "priority" | "refund" | "upkeep" | "failed"): Promise<number> {
  const { values } = await metrics().serviceLoss.get();
  return values.find((v) => v.labels.cause === cause)?.value ?? 0;
}
