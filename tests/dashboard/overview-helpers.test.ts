import { describe, expect, it } from "vitest";
import { addDecimals } from "@/components/overview/decimal-sum";
import { daysOf, rangeFromSearch } from "@/components/overview/overview-range";

describe("the overview's sums and window", () => {
  it("adds decimal amounts exactly", () => {
    expect(addDecimals(["1.5", "2.25"])).toBe("3.75");
    expect(addDecimals(["0.1", "0.2"])).toBe("0.3");
    expect(addDecimals(["9007199254.740993", "0.000001"])).toBe("9007199254.740994");
    expect(addDecimals(["3", "7"])).toBe("10");
    expect(addDecimals([])).toBe("0");
  });

  it("reads a preset as whole UTC days ending today, and explicit instants as given", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(rangeFromSearch(new URLSearchParams("range=7d"), now)).toEqual({
      preset: "7d",
      from: "2026-11-17T00:00:00.000Z",
    });
    expect(rangeFromSearch(new URLSearchParams("range=nonsense"), now).preset).toBe("30d");
    const explicit = rangeFromSearch(new URLSearchParams("from=2026-11-01T12:00:00Z&to=2026-11-03T00:00:00Z"), now);
    expect(explicit).toEqual({ from: "2026-11-01T12:00:00.000Z", to: "2026-11-03T00:00:00.000Z" });
    expect(daysOf(explicit, now)).toEqual(["2026-11-01", "2026-11-02"]);
    expect(daysOf(rangeFromSearch(new URLSearchParams("range=7d"), now), now)).toHaveLength(7);
  });
});
