import type { z } from "zod";
import type { listSchedulesQuery } from "../../contracts/schedules";
import type { DbOrTx } from "../../db/client";
import { liveSchedulesPage } from "../../db/queries/schedules";
import { scheduleView } from "./schedule-view";

/** GET /v1/schedules: the account's schedules, oldest first, a page at a time. */
export async function listSchedules(db: DbOrTx, accountId: string, query: z.infer<typeof listSchedulesQuery>) {
  const rows = await liveSchedulesPage(db, accountId, query);
  return { schedules: rows.slice(0, query.limit).map(scheduleView), hasMore: rows.length > query.limit };
}
