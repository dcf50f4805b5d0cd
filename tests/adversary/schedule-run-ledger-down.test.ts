import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun } from "@/server/db/queries/schedules";
import { type ErrorCode, errorStatus } from "@/server/errors";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { runScheduleAt } from "@/server/services/schedules/run-schedule";
import { addSchedule, makeDue } from "../schedules/schedules-harness";
import { newAccountKey } from "../support/accounts";

/**
 * A crash or an outage at the run (docs/threat-model.md, "Scheduled payments": "A run whose job gave up (the ledger
 * or the database down past its retries) is asked for again"). Here no ledger answers, as in an outage: the payment
 * fails with the service's own "try again shortly" (503 ROUTING_UNAVAILABLE), which the run takes for a refusal
 * and ends for good. The due time is never paid, and no tick asks for it again.
 */
const address = () => Keypair.generate().publicKey.toBase58();

describe("a run while the ledger cannot be reached", () => {
  it("is not ended as refused: its job retries, or the tick asks for it again", async () => {
    const admin = await newAccountKey("admin");
    const schedule = await addSchedule(admin.key, {
      type: "payroll",
      mode: "private",
      source: "private_balance",
      asset: "USDC",
      sender: address(),
      recipients: [
        { address: address(), amount: "1250" },
        { address: address(), amount: "980" },
      ],
    });
    const dueAt = await makeDue(schedule.scheduleId);
    const db = await getDb();
    await claimDueSchedules(db);
    await runScheduleAt(db, schedule.scheduleId, dueAt).catch(() => undefined);
    const run = (await findRun(db, schedule.scheduleId, dueAt))!;
    const transient = run.error ? errorStatus[run.error.code as ErrorCode] >= 500 : false;
    expect({ outcome: run.outcome, error: run.error?.code, transient }).not.toMatchObject({
      outcome: "refused",
      transient: true,
    });
  }, 60_000);
});
