import type { z } from "zod";
import type { Principal } from "../../auth/principal";
import type { createCounterpartyBody } from "../../contracts/counterparties";
import type { Db } from "../../db/client";
import { insertCounterparty } from "../../db/queries/counterparties";
import { lockAccountMembers } from "../../db/queries/members";
import { newId } from "../../ids";
import { publishEvents } from "../../outbox/publish";
import { recordAudit } from "../audit-log/record-audit";
import { counterpartyView } from "./counterparty-view";
import {
  activeAtFrom,
  counterpartyAddressTaken,
  isCounterpartyAddressTaken,
  requireCounterpartyAddress,
  requireRoomForCounterparty,
  scheduleActivation,
} from "./shared/counterparty-rules";

/**
 * Adds an address-book entry, active after the cooldown; its audit event and the job that audits its activation
 * are written with the row. The same address twice in one account is refused (409), naming it.
 */
export async function createCounterparty(db: Db, principal: Principal, input: z.infer<typeof createCounterpartyBody>) {
  const address = requireCounterpartyAddress(input.address);
  const now = new Date();
  const activeAt = activeAtFrom(now);
  try {
    const { row, jobIds } = await db.transaction(async (tx) => {
      // One account's adds run one at a time, so two cannot both pass the room check.
      await lockAccountMembers(tx, principal.accountId);
      await requireRoomForCounterparty(tx, principal.accountId);
      const row = await insertCounterparty(tx, {
        id: newId("counterparty"),
        accountId: principal.accountId,
        name: input.name,
        address,
        note: input.note ?? null,
        activeAt,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(
        tx,
        principal,
        "counterparty.created",
        { type: "counterparty", id: row.id },
        { name: row.name, address, activeAt: activeAt.toISOString() },
      );
      return { row, jobIds: await scheduleActivation(tx, row.id, activeAt) };
    });
    await publishEvents(db, [], jobIds);
    return counterpartyView(row, now);
  } catch (error) {
    if (isCounterpartyAddressTaken(error)) throw counterpartyAddressTaken(address);
    throw error;
  }
}
