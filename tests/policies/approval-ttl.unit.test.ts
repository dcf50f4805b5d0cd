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
  it("defaults to 7 days and takes whole seconds from 5 to 90 days", () => {
    expect(ttl(undefined)()).toBe(7 * 86_400);
    expect(ttl("3600")()).toBe(3600);
    expect(ttl("5")()).toBe(5);
    expect(ttl("7776000")()).toBe(90 * 86_400);
  });

  it("refuses anything else at start, naming the variable and the rule", () => {
    for (const bad of ["4", "7776001", "7d", "1.5", "-60", "seven days"]) {
      expect(ttl(bad), bad).toThrow(/APPROVAL_TTL must be a whole number of seconds from 5 to 7776000/);
    }
  });
});
