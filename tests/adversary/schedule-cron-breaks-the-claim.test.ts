import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun } from "@/server/db/queries/schedules";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { addSchedule, makeDue, postSchedule } from "../schedules/schedules-harness";
import { addKey, newAccountKey } from "../support/accounts";

/**
 * One write key stopping every account's schedules (docs/threat-model.md, "Scheduled payments", "a flood of
 * schedules"). The cron library draws `H(30-31)` at random at every parse; in months of 30 days, a 31st does not
 * exist and the parse throws. Such a cron passes the create's check one time in two (sent again until it does);
 * then the every-minute claim, which reads each due schedule's next due time inside the batch's database
 * transaction, throws half the time: the batch rolls back with every other account's due times in it, and the
 * schedule, still due and oldest, heads the next batch too.
 */
const address = () => Keypair.generate().publicKey.toBase58();
const payment = () => ({
  type: "send" as const,
  mode: "private" as const,
  source: "private_balance" as const,
  asset: "USDC" as const,
  sender: address(),
  recipients: [{ address: address(), amount: "1" }],
});
const flaky = "* * H(30-31) 4,6,9,11 *";

describe("a cron that parses only sometimes", () => {
  it("neither stops the claim of other accounts' due times nor answers 500", async () => {
    const victim = await newAccountKey("admin");
    const honest = await addSchedule(victim.key, payment());
    const attacker = await addKey((await newAccountKey("admin")).principal.accountId, "write");
    const statuses: number[] = [];
    let scheduleId: string | undefined;
    for (let i = 0; i < 80 && !scheduleId; i++) {
      const made = await postSchedule(attacker.key, {
        name: "Flaky",
        cron: flaky,
        timezone: "UTC",
        payment: payment(),
      });
      statuses.push(made.status);
      if (made.status === 201) scheduleId = made.body.scheduleId;
    }
    if (!scheduleId) return; // refused every time: held
    const db = await getDb();
    for (let tick = 0; tick < 8; tick++) {
      await makeDue(scheduleId);
      const dueAt = await makeDue(honest.scheduleId);
      await expect(claimDueSchedules(db)).resolves.toBeDefined();
      expect((await findRun(db, honest.scheduleId, dueAt))?.outcome).toBeDefined();
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  }, 120_000);
});
