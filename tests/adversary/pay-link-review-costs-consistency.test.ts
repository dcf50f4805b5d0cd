import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { askCosts, askDeposit, createRequest } from "../payment-requests/payment-request-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

walletSuite();

describe("costs: the total is the deposit then asked; an ended request is refused in the error shape", () => {
  it("private SOL: costs' total equals the deposit amount handed out right after", async () => {
    const owner = await newAccountKey("write");
    const made = await createRequest(owner.key, {
      asset: "SOL",
      amount: "0.01",
      recipient: Keypair.generate().publicKey.toBase58(),
      mode: "private",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const costs = await askCosts(id);
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    const deposit = await askDeposit(id, {});
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(costs.body.totals).toEqual([{ asset: "SOL", amount: deposit.body.depositAmount }]);
  });

  it("a cancelled request: costs is a 4xx in the error shape", async () => {
    const owner = await newAccountKey("write");
    const made = await createRequest(owner.key, {
      asset: "USDC",
      amount: "1",
      recipient: Keypair.generate().publicKey.toBase58(),
      mode: "private",
    });
    const id = made.body.paymentRequestId as string;
    const del = await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${id}`, {
      key: owner.key,
      params: { paymentRequestId: id },
    });
    expect(del.status, JSON.stringify(del.body)).toBeLessThan(300);
    const costs = await askCosts(id);
    expect(costs.status).toBeGreaterThanOrEqual(400);
    expect(costs.status).toBeLessThan(500);
    expectErrorShape(costs, costs.body.error.code, costs.status);
  });
});
