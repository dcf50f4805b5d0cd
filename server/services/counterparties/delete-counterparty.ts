import type { Principal } from "../../auth/principal";
import type { Db } from "../../db/client";
import { deleteCounterparty as markDeleted } from "../../db/queries/counterparties";
import { recordAudit } from "../audit-log/record-audit";
import { counterpartyNotFound } from "./shared/counterparty-rules";

/** Removes an entry from the address book; its row stays (deleted) so the audit log's references read. */
export async function deleteCounterparty(db: Db, principal: Principal, counterpartyId: string) {
  await db.transaction(async (tx) => {
    const row = await markDeleted(tx, principal.accountId, counterpartyId, new Date());
    if (!row) throw counterpartyNotFound(counterpartyId);
    await recordAudit(
      tx,
      principal,
      "counterparty.deleted",
      { type: "counterparty", id: row.id },
      { name: row.name, address: row.address },
    );
  });
  return { counterpartyId, deleted: true as const };
}
