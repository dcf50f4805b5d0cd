import type { CounterpartyView } from "../../contracts/counterparties";
import type { CounterpartyRow } from "../../db/queries/counterparties";

export function counterpartyView(row: CounterpartyRow, now = new Date()): CounterpartyView {
  return {
    counterpartyId: row.id,
    name: row.name,
    address: row.address,
    note: row.note,
    activeAt: row.activeAt.toISOString(),
    active: row.activeAt <= now,
    createdAt: row.createdAt.toISOString(),
  };
}
