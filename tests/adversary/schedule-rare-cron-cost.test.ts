import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as schedulesRoute from "@/app/v1/schedules/route";
import { maxSchedulesPerAccount } from "@/server/contracts/schedules";
import { postSchedule } from "../schedules/schedules-harness";
import { addKey, newAccountKey } from "../support/accounts";
import { call } from "../support/call";

/**
 * A flood of schedules (docs/threat-model.md, "Scheduled payments"): a page of schedules must cost about what a page
 * of small ones does. Each schedule's view reads its next due times from its cron; a five-field cron that comes due
 * once in decades ("the 30th of February or its fifth Monday": a 29 February that is a Monday) makes the cron
 * library walk day by day through decades for each of them, on the request's thread.
 */
const address = () => Keypair.generate().publicKey.toBase58();
const rareCron = "0 0 30 2 1#5";

describe("schedules whose cron comes due once in decades", () => {
  it("a read key lists a full page of them cheaply", async () => {
    const admin = await newAccountKey("admin");
    const reader = await addKey(admin.principal.accountId, "read");
    let created = 0;
    for (let i = 0; i < maxSchedulesPerAccount; i++) {
      const made = await postSchedule(admin.key, {
        name: `Rare ${i}`,
        cron: rareCron,
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
      // Refusing such a cron at create is a fix too: then there is nothing to list.
      if (made.status !== 201) break;
      created++;
    }
    const started = performance.now();
    const listed = await call(schedulesRoute.GET, "GET", "/v1/schedules", {
      key: reader.key,
      query: { limit: "100" },
    });
    const tookMs = performance.now() - started;
    expect(listed.status).toBe(200);
    expect(listed.body.schedules).toHaveLength(created);
    // A page of 100 ordinary schedules takes a few tens of milliseconds here.
    expect(tookMs).toBeLessThan(1000);
  }, 240_000);
});
