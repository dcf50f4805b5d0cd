import { describe, expect, it } from "vitest";
import * as schedulesRoute from "@/app/v1/schedules/route";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import {
  addSchedule,
  balancePayment,
  deleteSchedule,
  getSchedule,
  newAddress,
  patchSchedule,
  postSchedule,
  type SchedulePaymentBody,
} from "./schedules-harness";

const address = newAddress;
const payroll = (): SchedulePaymentBody =>
  balancePayment([
    { address: address(), amount: "1250.50" },
    { address: address(), amount: "980" },
  ]);

describe("schedules through the API", () => {
  it("are created with their next due times in their time zone, listed, paused, resumed, skipped and deleted", async () => {
    const admin = await newAccountKey("admin");
    const made = await addSchedule(admin.key, payroll(), "0 9 1 * *");
    const got = await getSchedule(admin.key, made.scheduleId);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      status: "active",
      timezone: "Europe/Berlin",
      skipNext: false,
      version: 1,
      summary: { type: "payroll", recipientCount: 2, total: "2230.5", asset: "USDC", source: "private_balance" },
      runs: [],
    });
    expect(got.body.payment.recipients).toHaveLength(2);
    // 09:00 in Berlin on the 1st of each month: 07:00 or 08:00 UTC, with daylight saving.
    expect(got.body.upcoming).toHaveLength(5);
    for (const at of got.body.upcoming as string[]) {
      const when = new Date(at);
      expect(when.getUTCDate()).toBe(1);
      expect([7, 8]).toContain(when.getUTCHours());
    }
    expect(got.body.nextRunAt).toBe(got.body.upcoming[0]);

    const listed = await call(schedulesRoute.GET, "GET", "/v1/schedules", { key: admin.key });
    expect(listed.body.schedules.map((s: { scheduleId: string }) => s.scheduleId)).toEqual([made.scheduleId]);
    expect(listed.body.schedules[0].payment).toBeUndefined();

    const paused = await patchSchedule(admin.key, made.scheduleId, { status: "paused" });
    expect(paused.body).toMatchObject({ status: "paused", nextRunAt: null });
    expect((await getSchedule(admin.key, made.scheduleId)).body.upcoming).toEqual([]);
    const resumed = await patchSchedule(admin.key, made.scheduleId, { status: "active", skipNext: true });
    expect(resumed.body).toMatchObject({ status: "active", skipNext: true, nextRunAt: got.body.nextRunAt });

    const moved = await patchSchedule(admin.key, made.scheduleId, { cron: "30 17 * * 5", timezone: "UTC" });
    expect(moved.body.version).toBe(2);
    expect(new Date(moved.body.nextRunAt).getUTCDay()).toBe(5);

    expect((await deleteSchedule(admin.key, made.scheduleId)).body).toEqual({
      scheduleId: made.scheduleId,
      deleted: true,
    });
    expectErrorShape(await getSchedule(admin.key, made.scheduleId), "SCHEDULE_NOT_FOUND", 404);
    expectErrorShape(await patchSchedule(admin.key, made.scheduleId, { name: "x" }), "SCHEDULE_NOT_FOUND", 404);
  });

  it("refuses what could never run, in the error shape, naming the field", async () => {
    const admin = await newAccountKey("admin");
    const body = (change: Record<string, unknown>) => ({
      name: "x",
      cron: "0 9 * * *",
      payment: payroll(),
      ...change,
    });
    const refused = async (change: Record<string, unknown>, code: string, field?: string) => {
      const answer = await postSchedule(admin.key, body(change));
      expectErrorShape(answer, code, 400);
      if (field) expect(answer.body.error.details.field).toBe(field);
    };
    await refused({ cron: "* * * * * *" }, "INVALID_REQUEST", "cron");
    await refused({ cron: "61 9 * * *" }, "INVALID_REQUEST", "cron");
    await refused({ cron: "0 9 30 2 *" }, "INVALID_REQUEST", "cron");
    await refused({ timezone: "Mars/Olympus_Mons" }, "INVALID_REQUEST", "timezone");
    await refused({ payment: { ...payroll(), mode: "wallet" } }, "INVALID_REQUEST", "payment.source");
    await refused({ payment: { ...payroll(), recipients: [{ address: "nope", amount: "1" }] } }, "INVALID_RECIPIENT");
    await refused({ payment: { ...payroll(), sender: "nope-nope-nope-nope-nope-nope-nope" } }, "INVALID_ADDRESS");
    await refused({ payment: { ...payroll(), recipients: [{ address: address(), amount: "0" }] } }, "INVALID_AMOUNT");
    await refused({ payment: { ...payroll(), type: "send" } }, "INVALID_RECIPIENT");
    await refused({ payment: { ...payroll(), type: "swap" } }, "INVALID_REQUEST");
    expectErrorShape(await postSchedule(admin.key, { name: "x" }), "INVALID_REQUEST", 400);

    const reader = await addKey(admin.principal.accountId, "read");
    expectErrorShape(await postSchedule(reader.key, body({})), "FORBIDDEN", 403);
    const other = await newAccountKey("admin");
    const mine = await addSchedule(admin.key, payroll());
    expectErrorShape(await getSchedule(other.key, mine.scheduleId), "SCHEDULE_NOT_FOUND", 404);
  });
});
