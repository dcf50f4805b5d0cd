import { findTransactionById } from "../../server/db/queries/transactions";
import type { PrivacyContext } from "./context";

/** Waits until no transaction of `ids` is processing, or `limitMs` after `since`; returns how many reached `to`. */
export async function awaitSettled(ctx: PrivacyContext, ids: string[], to: string, since: number, limitMs: number) {
  for (;;) {
    const rows = await Promise.all(ids.map((id) => findTransactionById(ctx.db, id)));
    const open = rows.filter((r) => r?.status === "processing").length;
    const failed = rows.filter((r) => r && r.status !== "processing" && r.status !== to).length;
    if (failed > 0 || open === 0 || Date.now() - since > limitMs) return ids.length - failed - open;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
