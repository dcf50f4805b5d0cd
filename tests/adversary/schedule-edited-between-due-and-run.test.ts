import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findRun, schedulePaymentOf } from "@/server/db/queries/schedules";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { runScheduleAt } from "@/server/services/schedules/run-schedule";
import { addPolicy, getTransaction } from "../policies/approvals-harness";
import { toppedUp } from "../private-balance/balance-harness";
import {
  addSchedule,
  balancePayment,
  getSchedule,
  makeDue,
  newAddress,
  patchSchedule,
} from "../schedules/schedules-harness";
import { addKey, newAccountKey, type TestKey } from "../support/accounts";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

/**
 * Adversaries of scheduled payments (docs/threat-model.md, "Schedules"): a maker who edits a schedule between its due
 * time and its run to slip in recipients under someone else's name, and two instances claiming the same due time.
 */
let world: WalletWorld;
let admin: TestKey;
beforeAll(async () => {
  world = await walletWorld();
  admin = await newAccountKey("admin");
  await toppedUp(world, admin, "10");
  // The test runs each claimed run itself, at the moment it chooses.
  await world.executor.stop();
});
afterAll(() => world.close());

const address = newAddress;
const send = (to: string) => balancePayment([{ address: to, amount: "1" }]);

describe("a schedule edited between its due time and its run", () => {
  it("pays what was due, as its maker; the edit pays from the next due time, as the editor, under the editor's policies", async () => {
    const developer = await addKey(admin.principal.accountId, "write");
    await addPolicy(admin.key, {
      name: "new payees",
      match: { recipientsOutsideAddressBook: true },
      effect: "require_approval",
    });
    const payee = address();
    const intruder = address();
    // The policy holds the admin's runs too; what matters here is what each run pays, and as whom.
    const schedule = await addSchedule(admin.key, send(payee));
    const dueAt = await makeDue(schedule.scheduleId);
    await claimDueSchedules(await getDb());

    const edited = await patchSchedule(developer.key, schedule.scheduleId, { payment: send(intruder) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(2);

    await runScheduleAt(await getDb(), schedule.scheduleId, dueAt);
    const run = (await findRun(await getDb(), schedule.scheduleId, dueAt))!;
    expect(run.scheduleVersion).toBe(1);
    expect((await schedulePaymentOf(await getDb(), run)).recipients[0]!.address).toBe(payee);
    const paid = await getTransaction({ key: admin.key }, run.transactionId!);
    expect(paid.body.recipients.map((r: { address: string }) => r.address)).toEqual([payee]);
    expect(run.maker.keyId).toBe(admin.principal.keyId);

    const nextDue = await makeDue(schedule.scheduleId);
    await claimDueSchedules(await getDb());
    await runScheduleAt(await getDb(), schedule.scheduleId, nextDue);
    const next = (await findRun(await getDb(), schedule.scheduleId, nextDue))!;
    expect(next).toMatchObject({ scheduleVersion: 2, outcome: "held", maker: { keyId: developer.principal.keyId } });
    const held = await getTransaction({ key: admin.key }, next.transactionId!);
    expect(held.body.recipients.map((r: { address: string }) => r.address)).toEqual([intruder]);
    expect(held.body.status).toBe("pending");

    const detail = await getSchedule(admin.key, schedule.scheduleId);
    expect(detail.body.runs.map((r: { scheduleVersion: number }) => r.scheduleVersion)).toEqual([2, 1]);
  }, 120_000);

  it("a writer who makes an admin's schedule pay more often, or resumes it, pays its runs as itself", async () => {
    const developer = await addKey(admin.principal.accountId, "write");
    const schedule = await addSchedule(admin.key, send(address()));
    const maker = async () => {
      const dueAt = await makeDue(schedule.scheduleId);
      await claimDueSchedules(await getDb());
      return (await findRun(await getDb(), schedule.scheduleId, dueAt))!.maker.keyId;
    };
    expect(await maker()).toBe(admin.principal.keyId);
    await patchSchedule(developer.key, schedule.scheduleId, { cron: "* * * * *" });
    expect(await maker()).toBe(developer.principal.keyId);

    await patchSchedule(admin.key, schedule.scheduleId, { cron: "0 9 1 * *" });
    await patchSchedule(admin.key, schedule.scheduleId, { status: "paused" });
    expect((await patchSchedule(developer.key, schedule.scheduleId, { status: "active" })).status).toBe(200);
    expect(await maker()).toBe(developer.principal.keyId);
    // A name, or a skipped due time, pays nothing more: the maker stays.
    await patchSchedule(admin.key, schedule.scheduleId, { cron: "0 9 1 * *" });
    await patchSchedule(developer.key, schedule.scheduleId, { name: "renamed" });
    expect(await maker()).toBe(admin.principal.keyId);
  }, 60_000);

  it("two instances claiming the same due time at once make one run and one payment", async () => {
    const schedule = await addSchedule(admin.key, send(address()));
    const dueAt = await makeDue(schedule.scheduleId);
    const db = await getDb();
    await Promise.all([claimDueSchedules(db), claimDueSchedules(db), claimDueSchedules(db)]);
    const outcomes = await Promise.all([
      runScheduleAt(db, schedule.scheduleId, dueAt),
      runScheduleAt(db, schedule.scheduleId, dueAt),
    ]);
    const run = (await findRun(db, schedule.scheduleId, dueAt))!;
    expect(["created", "held"]).toContain(run.outcome);
    expect(outcomes.map((o) => o.outcome)).toEqual([run.outcome, run.outcome]);
    const detail = await getSchedule(admin.key, schedule.scheduleId);
    expect(detail.body.runs).toHaveLength(1);
    expect(new Date(detail.body.nextRunAt).getTime()).toBeGreaterThan(Date.now());
  }, 60_000);
});
