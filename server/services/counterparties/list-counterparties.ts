import type { z } from "zod";
import type { listCounterpartiesQuery } from "../../contracts/counterparties";
import type { DbOrTx } from "../../db/client";
import { findLiveCounterparty, listLiveCounterparties } from "../../db/queries/counterparties";
import { AppError } from "../../errors";
import { counterpartyView } from "./counterparty-view";

/** The address book, oldest first, a page at a time after a cursor (the last counterpartyId seen); or one address's entry. */
export async function listCounterparties(
  db: DbOrTx,
  accountId: string,
  query: z.infer<typeof listCounterpartiesQuery>,
) {
  const after = query.startingAfter ? await findLiveCounterparty(db, accountId, query.startingAfter) : undefined;
  if (query.startingAfter && !after) {
    throw new AppError(
      "INVALID_REQUEST",
      `startingAfter names no counterparty of this account: ${query.startingAfter}`,
      {
        parameter: "startingAfter",
      },
    );
  }
  const rows = await listLiveCounterparties(db, accountId, {
    limit: query.limit,
    afterId: after?.id,
    address: query.address,
  });
  const now = new Date();
  return {
    counterparties: rows.slice(0, query.limit).map((row) => counterpartyView(row, now)),
    hasMore: rows.length > query.limit,
  };
}
