import { describe, expect, it } from "vitest";
import { type Db, getDb } from "@/server/db/client";
import { SharedCounters } from "@/server/http/shared-counters";

/** The database, except that its first `failures` reads fail, as in a connection blip. */
function flaky(db: Db, failures: number): Db {
  let left = failures;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select" && left > 0) {
        left--;
        return () => {
          throw new Error("connection reset");
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

describe("shared rate-limit counters", () => {
  it("recover from one failed read instead of failing until restart", async () => {
    const counters = new SharedCounters(flaky(await getDb(), 1), 10_000);
    const key = `blip:${Date.now()}`;
    const expire = new Date(Date.now() + 60_000);
    await expect(counters.count(key, expire)).rejects.toThrow("connection reset");
    expect(await counters.count(key, expire)).toBe(1);
    expect(await counters.count(key, expire)).toBe(2);
  });
});
