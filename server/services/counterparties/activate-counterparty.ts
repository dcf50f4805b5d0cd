import { systemContext } from "../../auth/audit-context";
import type { Db } from "../../db/client";
import { markCounterpartyActivated } from "../../db/queries/counterparties";
import { recordAudit } from "../audit-log/record-audit";

/**
 * An entry's cooldown ended: its activation is audited once, by the system. Nothing happens if its address changed
 * since (that change asked for an activation at its own `activeAt`) or it was deleted.
 */
export async function activateCounterpartyAtTime(db: Db, counterpartyId: string, activeAt: Date) {
  return db.transaction(async (tx) => {
    const row = await markCounterpartyActivated(tx, counterpartyId, activeAt, new Date());
    if (!row) return { activated: false };
    await recordAudit(
      tx,
      systemContext(row.accountId, "counterparty.activate"),
      "counterparty.activated",
      { type: "counterparty", id: row.id },
      { name: row.name, address: row.address, activeAt: row.activeAt.toISOString() },
    );
    return { activated: true };
  });
}
