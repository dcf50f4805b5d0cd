import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnv } from "@/server/env";

afterEach(() => {
  delete process.env.APPROVAL_TTL;
  resetEnv();
});

function ttl(value: string | undefined) {
  if (value === undefined) delete process.env.APPROVAL_TTL;
  else process.env.APPROVAL_TTL = value;
  resetEnv();
  return () => env().APPROVAL_TTL;
}

describe("APPROVAL_TTL", () => {
  it("defaults to 7 days and takes a duration from 1 minute to 90 days", () => {
    expect(ttl(undefined)()).toBe(7 * 86_400_000);
    expect(ttl("12h")()).toBe(12 * 3_600_000);
    expect(ttl("1m")()).toBe(60_000);
    expect(ttl("90d")()).toBe(90 * 86_400_000);
  });

  it("refuses anything else at start, naming the variable and the rule", () => {
    for (const bad of ["59s", "91d", "7", "seven days", "-1d"]) {
      expect(ttl(bad), bad).toThrow(/APPROVAL_TTL must be a duration from 1m to 90d/);
    }
  });
});
