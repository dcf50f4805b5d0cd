import { describe, expect, it } from "vitest";
import { routeTemplate } from "@/server/http/route-template";

describe("routeTemplate: a metric's route label", () => {
  it("names each parameter instead of its value", () => {
    expect(routeTemplate("/v1/transactions/txn_abc123DEF456", { transactionId: "txn_abc123DEF456" })).toBe(
      "/v1/transactions/[transactionId]",
    );
    expect(routeTemplate("/v1/webhooks/wh_1/deliveries/dlv_2/retry", { webhookId: "wh_1", deliveryId: "dlv_2" })).toBe(
      "/v1/webhooks/[webhookId]/deliveries/[deliveryId]/retry",
    );
  });

  it("matches an encoded segment, and a catch-all takes the path's last segments", () => {
    expect(routeTemplate("/v1/balances/a%20b", { address: "a b" })).toBe("/v1/balances/[address]");
    expect(routeTemplate("/v1/no/such/7Xf3kq", { unknown: ["no", "such", "7Xf3kq"] })).toBe("/v1/[...unknown]");
  });

  it("keeps a static path as it is", () => {
    expect(routeTemplate("/v1/transactions", {})).toBe("/v1/transactions");
    expect(routeTemplate("/v1/quote", undefined)).toBe("/v1/quote");
  });
});
