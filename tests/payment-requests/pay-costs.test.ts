import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { assets } from "@/server/assets";
import { formatAmount } from "@/server/money";
import { tokenAccountRentLamports } from "@/server/pricing";
import { fundedWallet } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";
import { askCosts, askDeposit, createRequest } from "./payment-request-harness";

const suite = walletSuite();
const sol = (lamports: bigint) => formatAmount(lamports, assets.SOL.decimals);

async function openRequest(body: Record<string, unknown>) {
  const made = await createRequest(suite.owner.key, { asset: "USDC", amount: "5", ...body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.paymentRequestId as string;
}

type Line = { kind: string; amount: string; asset: string; paidBy: string };
const lineOf = (body: { lines: Line[] }, kind: string) => body.lines.find((l) => l.kind === kind);

describe("GET /api/pay/{id}/costs: the price before paying", () => {
  it("private mode: payment, fee and the new token account's rent add up to the deposit the address then asks", async () => {
    const recipient = Keypair.generate().publicKey.toBase58();
    const id = await openRequest({ recipient, mode: "private" });

    const costs = await askCosts(id);
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    expect(costs.body).toMatchObject({ paymentRequestId: id, mode: "private", recipientHasTokenAccount: false });
    expect(lineOf(costs.body, "payment")).toEqual({ kind: "payment", amount: "5", asset: "USDC", paidBy: "deposit" });
    expect(Number(lineOf(costs.body, "fee")?.amount)).toBeGreaterThan(0);
    expect(Number(lineOf(costs.body, "token_account_rent")?.amount)).toBeGreaterThan(0);
    expect(costs.body.lines.every((l: { asset: string }) => l.asset === "USDC")).toBe(true);

    // The deposit made right after (same prices on the embedded devnet) asks exactly the total shown.
    const deposit = await askDeposit(id, {});
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(costs.body.totals).toEqual([{ asset: "USDC", amount: deposit.body.depositAmount }]);
    expect(deposit.body.deposit.ataRent).toBe(lineOf(costs.body, "token_account_rent")?.amount);
  });

  it("wallet mode: the payment in its asset, the network fee and a missing account's rent in SOL", async () => {
    const fresh = Keypair.generate().publicKey.toBase58();
    const id = await openRequest({ recipient: fresh });
    const costs = await askCosts(id);
    expect(costs.status, JSON.stringify(costs.body)).toBe(200);
    expect(costs.body.recipientHasTokenAccount).toBe(false);
    expect(lineOf(costs.body, "payment")).toEqual({ kind: "payment", amount: "5", asset: "USDC", paidBy: "wallet" });
    expect(lineOf(costs.body, "network_fee")).toMatchObject({ asset: "SOL", paidBy: "wallet" });
    expect(lineOf(costs.body, "token_account_rent")).toEqual({
      kind: "token_account_rent",
      amount: sol(tokenAccountRentLamports),
      asset: "SOL",
      paidBy: "wallet",
    });
    expect(costs.body.totals.map((t: { asset: string }) => t.asset)).toEqual(["USDC", "SOL"]);

    // A recipient that holds USDC already has its account: no rent.
    const holder = await fundedWallet(suite.world);
    const held = await askCosts(await openRequest({ recipient: holder.publicKey.toBase58() }));
    expect(held.body.recipientHasTokenAccount).toBe(true);
    expect(lineOf(held.body, "token_account_rent")).toBeUndefined();
  });

  it("refuses a request that takes no payment, in the error shape", async () => {
    const id = await openRequest({ recipient: Keypair.generate().publicKey.toBase58() });
    await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${id}`, {
      key: suite.owner.key,
      params: { paymentRequestId: id },
    });
    expectErrorShape(await askCosts(id), "PAYMENT_REQUEST_NOT_OPEN", 409);
    expectErrorShape(await askCosts("prq_none"), "PAYMENT_REQUEST_NOT_FOUND", 404);
  });
});
