import { describe, expect, it } from "vitest";
import { landingPath } from "@/components/session/landing-path";

const origin = "http://127.0.0.1:3100";

describe("where sign-in lands", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(landingPath("/overview", origin)).toBe("/overview");
    expect(landingPath("/webhooks?from=test", origin)).toBe("/webhooks?from=test");
    expect(landingPath("/transactions/txn_1#legs", origin)).toBe("/transactions/txn_1#legs");
  });

  it("falls back to the overview for nothing, or for anything that would leave the site", () => {
    for (const requested of [null, "", "overview", "//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
      expect(landingPath(requested, origin)).toBe("/overview");
    }
  });
});
