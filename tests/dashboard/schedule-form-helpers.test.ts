import { describe, expect, it } from "vitest";
import { cronInWords, cronPresets } from "@/components/schedules/cron-words";
import { checkRecipientsCsv } from "@/components/schedules/recipients-csv";

const alice = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
const bob = "3h1zGmCwsRJnVk5BuRNMLsPaQu1y2aqXqXDWYCgrp5UG";

describe("cronInWords", () => {
  it("reads the presets and the other common shapes", () => {
    expect(cronPresets.map((p) => cronInWords(p.cron))).toEqual([
      "On the 1st of each month at 09:00",
      "Every Friday at 17:00",
      "Every weekday at 09:00",
      "Every day at 09:00",
    ]);
    expect(cronInWords("30 8 15 6 *")).toBe("On 15 June each year at 08:30");
    expect(cronInWords("0 22 22 * *")).toBe("On the 22nd of each month at 22:00");
    expect(cronInWords("0 9 * * 1,4")).toBe("Every Monday and Thursday at 09:00");
    expect(cronInWords("15 * * * *")).toBe("Every hour at :15");
    expect(cronInWords("* * * * *")).toBe("Every minute");
    expect(cronInWords("*/5 * * * *")).toBe("Every 5 minutes");
  });

  it("leaves what it does not read to the expression", () => {
    for (const cron of ["*/5 9 * * *", "0 9 1 * 1", "0 9 * * MON", "0 25 * * *", "0 9 * *"]) {
      expect(cronInWords(cron), cron).toBeUndefined();
    }
  });
});

describe("checkRecipientsCsv", () => {
  it("takes address,amount lines with or without a header", () => {
    const plain = checkRecipientsCsv(`${alice},12.5\n${bob},3\n`, 6);
    expect(plain.errors).toEqual([]);
    expect(plain.recipients.map(({ address, amount }) => [address, amount])).toEqual([
      [alice, "12.5"],
      [bob, "3"],
    ]);
    const headed = checkRecipientsCsv(`Address,Amount\n${alice},1`, 6);
    expect(headed).toEqual({ recipients: [{ line: 2, address: alice, amount: "1" }], errors: [] });
    expect(checkRecipientsCsv("  \n", 6)).toEqual({ recipients: [], errors: [] });
  });

  it("names the line of every problem, counting blank lines as the text shows them", () => {
    const checked = checkRecipientsCsv(`${alice},1\n\nnot-an-address,2\n${bob},0.1234567\n${alice},0`, 6);
    expect(checked.errors).toEqual([
      "Line 1: The same address is in another row",
      "Line 3: Not a ledger address (base58, 32 bytes)",
      "Line 4: At most 6 decimals",
      "Line 5: The amount must be more than 0",
      "Line 5: The same address is in another row",
    ]);
  });
});
