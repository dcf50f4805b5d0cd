import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { updateCounterpartyBody } from "../../contracts/counterparties";
import type { Db } from "../../db/client";
import { findLiveCounterparty, updateCounterparty as writeChange } from "../../db/queries/counterparties";
import { publishEvents } from "../../outbox/publish";
import { recordAudit } from "../audit-log/record-audit";
import { counterpartyView } from "./counterparty-view";
import {
  activeAtFrom,
  counterpartyAddressTaken,
  counterpartyNotFound,
  isCounterpartyAddressTaken,
  requireCounterpartyAddress,
  scheduleActivation,
} from "./shared/counterparty-rules";

/**
 * Renames an entry or changes its note at once; a new address is a new payee, so it waits the whole cooldown again
 * (otherwise an active entry's address could be swapped for an attacker's and be trusted at once).
 */
export async function updateCounterparty(
  db: Db,
  principal: Principal,
  counterpartyId: string,
  input: z.infer<typeof updateCounterpartyBody>,
) {
  const address = input.address === undefined ? undefined : requireCounterpartyAddress(input.address);
  const now = new Date();
  try {
    const { row, jobIds } = await db.transaction(async (tx) => {
      const before = await findLiveCounterparty(tx, principal.accountId, counterpartyId);
      if (!before) throw counterpartyNotFound(counterpartyId);
      const moved = address !== undefined && address !== before.address;
      const activeAt = moved ? activeAtFrom(now) : undefined;
      const row = await writeChange(
        tx,
        before.id,
        {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.note !== undefined && { note: input.note }),
          ...(moved && { address, activeAt, activatedAt: null }),
        },
        now,
      );
      if (!row) throw counterpartyNotFound(counterpartyId);
      await recordAudit(
        tx,
        principal,
        "counterparty.updated",
        { type: "counterparty", id: row.id },
        {
          ...(input.name !== undefined && input.name !== before.name && { name: { from: before.name, to: row.name } }),
          ...(moved && { address: { from: before.address, to: row.address }, activeAt: row.activeAt.toISOString() }),
          ...(input.note !== undefined && input.note !== before.note && { noteChanged: true }),
        },
      );
      return { row, jobIds: activeAt ? await scheduleActivation(tx, row.id, activeAt) : [] };
    });
    await publishEvents(db, [], jobIds);
    return counterpartyView(row, now);
  } catch (error) {
    if (address && isCounterpartyAddressTaken(error)) throw counterpartyAddressTaken(address);
    throw error;
  }
}
