import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { nextDueAfter } from "@/server/services/schedules/shared/schedule-rules";
import { getSchedule, postSchedule } from "../schedules/schedules-harness";
import { newAccountKey } from "../support/accounts";

/**
 * A cron whose due times are not what it says (docs/threat-model.md, "Scheduled payments"). The cron library reads
 * `H` as a value drawn at random each time the expression is parsed. "H H * * *" reads as once a day, yet each claim
 * draws a new time of day for the next due time, often later the same day: the schedule pays several times a day,
 * and the next due times it shows change at every look.
 */
const address = () => Keypair.generate().publicKey.toBase58();
const daily = "H H * * *";

describe("a cron with H (a random value)", () => {
  it("is refused, or comes due as often as it says and shows the same next due times twice", async () => {
    const admin = await newAccountKey("admin");
    const made = await postSchedule(admin.key, {
      name: "Daily",
      cron: daily,
      timezone: "UTC",
      payment: {
        type: "send",
        mode: "private",
        source: "private_balance",
        asset: "USDC",
        sender: address(),
        recipients: [{ address: address(), amount: "1" }],
      },
    });
    if (made.status === 400) return;
    expect(made.status).toBe(201);
    const looks = await Promise.all([1, 2, 3].map(() => getSchedule(admin.key, made.body.scheduleId)));
    const shown = looks.map((look) => JSON.stringify(look.body.upcoming));
    expect(new Set(shown).size).toBe(1);

    // What the every-minute claim does: each due time's run moves next_run_at to the next due time after it.
    const start = new Date("2027-01-01T00:00:00Z");
    const end = new Date("2027-01-31T00:00:00Z");
    let runs = 0;
    for (let at = nextDueAfter(daily, "UTC", start); at < end; at = nextDueAfter(daily, "UTC", at)) runs++;
    expect(runs).toBeLessThanOrEqual(30);
  }, 60_000);
});
