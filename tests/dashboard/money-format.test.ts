import { describe, expect, it } from "vitest";
import { groupThousands } from "@/components/ui/money";

describe("groupThousands", () => {
  it("groups the whole part and keeps every decimal as given", () => {
    expect(groupThousands("0.000005")).toBe("0.000005");
    expect(groupThousands("999")).toBe("999");
    expect(groupThousands("1000")).toBe("1,000");
    expect(groupThousands("1234567.891234")).toBe("1,234,567.891234");
    expect(groupThousands("-25000.5")).toBe("-25,000.5");
  });

  it("never rounds: amounts beyond a double's precision come back digit for digit", () => {
    expect(groupThousands("123456789012345678.123456789")).toBe("123,456,789,012,345,678.123456789");
  });
});
