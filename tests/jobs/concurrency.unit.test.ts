import { describe, expect, it } from "vitest";
import { concurrencyGroup, concurrencyLimitOf } from "@/server/jobs/local-executor/concurrency";

describe("concurrency options (local executor)", () => {
  it("reads a number, one option, or a list, keyed by an event data field or by nothing", () => {
    expect(concurrencyLimitOf("fn", 3)).toEqual({ limit: 3 });
    expect(concurrencyLimitOf("fn", { limit: 2 })).toEqual({ limit: 2 });
    expect(concurrencyLimitOf("fn", { limit: 1, key: "event.data.accountId" })).toEqual({
      limit: 1,
      field: "accountId",
    });
    expect(concurrencyLimitOf("fn", [{ limit: 1, key: "event.data.accountId", scope: "fn" }])).toEqual({
      limit: 1,
      field: "accountId",
    });
    expect(concurrencyLimitOf("fn", undefined)).toBeUndefined();
  });

  it("leaves out what it cannot honour", () => {
    expect(concurrencyLimitOf("fn", { limit: 1, key: 'event.data.a + "-" + event.data.b' })).toBeUndefined();
    expect(concurrencyLimitOf("fn", { limit: 1, key: "event.data.accountId", scope: "account" })).toBeUndefined();
    expect(concurrencyLimitOf("fn", { limit: 0, key: "event.data.accountId" })).toBeUndefined();
    expect(concurrencyLimitOf("fn", "five")).toBeUndefined();
    expect(
      concurrencyLimitOf("fn", [
        { limit: 1, key: "event.data.user.id" },
        { limit: 4, key: "event.data.accountId" },
      ]),
    ).toEqual({ limit: 4, field: "accountId" });
  });

  it("groups a run by the field's value; an event without the field is not limited", () => {
    const limit = { limit: 1, field: "accountId" };
    expect(concurrencyGroup(limit, { data: { accountId: "acc_1" } })).toEqual({
      concurrencyKey: "acc_1",
      concurrencyLimit: 1,
    });
    expect(concurrencyGroup(limit, { data: { accountId: 7 } })).toEqual({ concurrencyKey: "7", concurrencyLimit: 1 });
    expect(concurrencyGroup(limit, { data: {} })).toBeUndefined();
    expect(concurrencyGroup({ limit: 2 }, { data: {} })).toEqual({ concurrencyKey: "", concurrencyLimit: 2 });
    expect(concurrencyGroup(undefined, { data: { accountId: "acc_1" } })).toBeUndefined();
  });
});
