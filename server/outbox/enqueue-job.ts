import type { Db } from "../db/client";
import { publishEvents } from "./publish";
import { type JobIntent, recordJobs } from "./record-job";

/** Background work asked for on its own (no state change goes with it): recorded, then handed over. */
export async function enqueueJob(db: Db, job: JobIntent): Promise<void> {
  const jobIds = await db.transaction((tx) => recordJobs(tx, [job]));
  await publishEvents(db, [], jobIds);
}
