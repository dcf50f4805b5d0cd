import { describe, expect, it } from "vitest";
import { balancePayment, newAddress, postSchedule } from "../schedules/schedules-harness";
import { newAccountKey } from "../support/accounts";
import { expectErrorShape } from "../support/call";

/**
 * A flood of schedules (docs/threat-model.md, "Scheduled payments"): a page of schedules must cost about what a page
 * of small ones does. Each schedule's view reads its next due times from its cron; a five-field cron that comes due
 * once in decades ("the 30th of February or its fifth Monday": a 29 February that is a Monday) made the cron library
 * walk day by day through decades for each of them, on the request's thread (about 50 ms a schedule, 5 s a page).
 * Such a cron is refused (and one of leap days alone); a yearly one is not.
 */
describe("a cron that comes due once in decades", () => {
  it("is refused at create and at change, naming the field; a yearly one is taken", async () => {
    const admin = await newAccountKey("admin");
    const body = (cron: string) => ({
      name: "Rare",
      cron,
      timezone: "UTC",
      payment: balancePayment([{ address: newAddress(), amount: "1" }]),
    });
    for (const cron of ["0 0 30 2 1#5", "0 9 29 2 *"]) {
      const refused = await postSchedule(admin.key, body(cron));
      expectErrorShape(refused, "INVALID_REQUEST", 400);
      expect(refused.body.error.details.field).toBe("cron");
    }
    expect((await postSchedule(admin.key, body("0 9 1 1 *"))).status).toBe(201);
  }, 60_000);
});
