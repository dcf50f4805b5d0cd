/**
 * One life of a service process that makes a schedule's claimed run: prints what the run ended as, unless FAILPOINT
 * kills it first (schedule-run.test.ts).
 */
import { getDb } from "@/server/db/client";
import { runScheduleAt } from "@/server/services/schedules/run-schedule";

const [scheduleId, dueAt] = process.argv.slice(2);
const result = await runScheduleAt(await getDb(), scheduleId!, new Date(dueAt!));
console.log(JSON.stringify(result));
process.exit(0);
