import { describe, expect, it } from "vitest";
import * as costsRoute from "@/app/api/pay/[paymentRequestId]/costs/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

/** Odd payloads on `include=attempts` and on /api/pay/{id}/costs: 4xx in the error shape, never a 500. */
describe("odd payloads on the new query param and the costs route", () => {
  it("include= odd values are 400 INVALID_REQUEST in the error shape; 'attempts' is 200", async () => {
    const { key } = await newAccountKey("read");
    for (const include of ["ATTEMPTS", "", "attempts,x", "x".repeat(5000), "attempts\u0000"]) {
      const r = await call(transactionsRoute.GET, "GET", "/v1/transactions", { key, query: { include } });
      expect(r.status, `${JSON.stringify(include.slice(0, 20))} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(r.body.error?.code ?? "ok").not.toMatch(/INTERNAL/);
    }
    const good = await call(transactionsRoute.GET, "GET", "/v1/transactions", { key, query: { include: "attempts" } });
    expect(good.status).toBe(200);
  });

  it("costs for odd ids answers 4xx in the error shape, no stack", async () => {
    for (const id of ["nope", `pr_${"a".repeat(3000)}`, "pr_'--", "..", " ", "pr_\u00e9"]) {
      const r = await call(costsRoute.GET, "GET", `/api/pay/${encodeURIComponent(id)}/costs`, {
        params: { paymentRequestId: id },
      });
      expect(r.status, `${id.slice(0, 10)} ${JSON.stringify(r.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(JSON.stringify(r.body)).not.toMatch(/at \w+ \(|\.ts:\d+/);
      expect(r.body.error?.code).toBeTypeOf("string");
    }
  });
});
