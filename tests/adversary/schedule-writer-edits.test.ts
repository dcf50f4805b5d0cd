import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun, lockSchedule } from "@/server/db/queries/schedules";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { addSchedule, getSchedule, makeDue, patchSchedule, postSchedule } from "../schedules/schedules-harness";
import { addKey, newAccountKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";

/**
 * A writer reshaping an admin's schedule without becoming its maker (docs/threat-model.md, "Scheduled payments"):
 * whatever makes a due time pay that would not have paid must make the writer the maker, as a resume does.
 */
const address = () => Keypair.generate().publicKey.toBase58();
const send = () => ({
  type: "send" as const,
  mode: "private" as const,
  source: "private_balance" as const,
  asset: "USDC" as const,
  sender: address(),
  recipients: [{ address: address(), amount: "1" }],
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a writer editing an admin's schedule", () => {
  it("cannot undo the admin's skip and have the skipped due time paid as the admin", async () => {
    const admin = await newAccountKey("admin");
    const developer = await addKey(admin.principal.accountId, "write");
    const schedule = await addSchedule(admin.key, send());
    expect((await patchSchedule(admin.key, schedule.scheduleId, { skipNext: true })).status).toBe(200);

    // Un-skipping makes a payment the admin chose not to make: like a resume, it is the writer's decision.
    expect((await patchSchedule(developer.key, schedule.scheduleId, { skipNext: false })).status).toBe(200);
    const dueAt = await makeDue(schedule.scheduleId);
    await claimDueSchedules(await getDb());
    const run = (await findRun(await getDb(), schedule.scheduleId, dueAt))!;
    if (run.outcome !== "skipped") expect(run.maker.keyId).toBe(developer.principal.keyId);
  }, 60_000);

  it("cannot revert the admin's new cron with a rename sent meanwhile, leaving the admin as maker", async () => {
    const admin = await newAccountKey("admin");
    const developer = await addKey(admin.principal.accountId, "write");
    // The admin had it run every minute for a while, and now makes it monthly.
    const schedule = await addSchedule(admin.key, send(), "* * * * *");
    const db = await getDb();
    let adminEdit: Promise<{ status: number }> | undefined;
    let rename: Promise<{ status: number }> | undefined;
    await db.transaction(async (tx) => {
      // Another edit holds the row: both requests below read the schedule, then queue for its lock in this order.
      await lockSchedule(tx, schedule.scheduleId);
      adminEdit = patchSchedule(admin.key, schedule.scheduleId, { cron: "0 9 1 * *" });
      await sleep(700);
      rename = patchSchedule(developer.key, schedule.scheduleId, { name: "Payroll (renamed)" });
      await sleep(700);
    });
    expect((await adminEdit!).status).toBe(200);
    expect((await rename!).status).toBe(200);

    const after = await getSchedule(admin.key, schedule.scheduleId);
    expect(after.body.name).toBe("Payroll (renamed)");
    // The rename wrote back the cron it read before the admin's edit: every minute again, still paid as the admin.
    expect(after.body.cron).toBe("0 9 1 * *");
  }, 60_000);
});

describe("odd schedule payloads", () => {
  it("a payment whose recipients add up past what a total holds is a 4xx, not a 500", async () => {
    const admin = await newAccountKey("admin");
    const maxUsdc = "18446744073709.551615"; // u64::MAX base units of a 6-decimal asset, each accepted alone
    const payment = {
      ...send(),
      type: "payroll" as const,
      recipients: Array.from({ length: 6 }, () => ({ address: address(), amount: maxUsdc })),
    };
    const made = await postSchedule(admin.key, { name: "Huge", cron: "0 9 1 * *", timezone: "UTC", payment });
    expectErrorShape(made, "INVALID_AMOUNT", 400);

    const schedule = await addSchedule(admin.key, send());
    const edited = await patchSchedule(admin.key, schedule.scheduleId, { payment });
    expectErrorShape(edited, "INVALID_AMOUNT", 400);
  }, 60_000);
});
