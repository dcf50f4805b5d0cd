import { describe, expect, it } from "vitest";
import { plural } from "@/components/ui/plural";

describe("plural", () => {
  it("agrees with one, and with every other count", () => {
    expect(`${plural(1, "row needs", "rows need")} a fix`).toBe("1 row needs a fix");
    expect(`${plural(3, "row needs", "rows need")} a fix`).toBe("3 rows need a fix");
    expect(plural(0, "row")).toBe("0 rows");
    expect(plural(1200, "delivery", "deliveries")).toBe("1,200 deliveries");
  });
});
