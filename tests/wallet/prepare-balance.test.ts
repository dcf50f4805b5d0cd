import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { faucet, fundSol, sendPayment, waitForStatus } from "../devnet/harness";
import { expectErrorShape } from "../support/call";
import { create, getQuote, prepare, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

async function wallet(sol: number, usdc = 0n) {
  const keypair = Keypair.generate();
  if (sol > 0) await fundSol(suite.world.connection, suite.world.devnet, keypair.publicKey, sol * LAMPORTS_PER_SOL);
  if (usdc > 0n) await faucet(suite.world.devnet, keypair, "USDC", usdc);
  return keypair;
}

const to = () => Keypair.generate().publicKey.toBase58();

async function body(type: "send" | "payroll", asset: "SOL" | "USDC", amounts: string[], sender: Keypair) {
  const total = amounts.reduce((sum, a) => sum + Number(a), 0).toString();
  return {
    type,
    quoteId: await getQuote(suite.owner.key, asset, total),
    sender: sender.publicKey.toBase58(),
    recipients: amounts.map((amount) => ({ address: to(), amount })),
  };
}

describe("prepare refuses a sender who cannot pay, before anything is signed", () => {
  it("a USDC send beyond the wallet's USDC: required and available per asset, rent and fee in SOL", async () => {
    const poor = await wallet(1, 100_000_000n);
    const result = await prepare(suite.owner.key, await body("send", "USDC", ["5000"], poor));
    expectErrorShape(result, "INSUFFICIENT_BALANCE", 422);
    // One signature (0.000005) and the recipient's new token account (0.00203928), paid in SOL by the sender.
    expect(result.body.error.details).toEqual({
      required: { USDC: "5000", SOL: "0.00204428" },
      available: { USDC: "100", SOL: "1" },
      short: ["USDC"],
    });
  });

  it("a USDC send from a wallet with the USDC but no SOL for the fee and rent", async () => {
    const noSol = await wallet(0.001, 100_000_000n);
    const result = await prepare(suite.owner.key, await body("send", "USDC", ["10"], noSol));
    expectErrorShape(result, "INSUFFICIENT_BALANCE", 422);
    expect(result.body.error.details).toMatchObject({
      required: { USDC: "10", SOL: "0.00204428" },
      available: { USDC: "100", SOL: "0.001" },
      short: ["SOL"],
    });
    expect(result.body.error.message).toBe(
      "The sender cannot pay: it needs 0.00204428 SOL (network fee and rent) and holds 0.001",
    );
  });

  it("a SOL payroll: the amount, a fee per ledger transaction and no rent", async () => {
    const poor = await wallet(0.5);
    const result = await prepare(suite.owner.key, await body("payroll", "SOL", ["0.3", "0.3"], poor));
    expectErrorShape(result, "INSUFFICIENT_BALANCE", 422);
    expect(result.body.error.details).toEqual({
      required: { SOL: "0.600005" },
      available: { SOL: "0.5" },
      short: ["SOL"],
    });
  });

  it("a USDC payroll counts each recipient's new token account", async () => {
    const poor = await wallet(1, 5_000_000n);
    const result = await prepare(suite.owner.key, await body("payroll", "USDC", ["4", "4", "4"], poor));
    expectErrorShape(result, "INSUFFICIENT_BALANCE", 422);
    expect(result.body.error.details.required).toEqual({ USDC: "12", SOL: "0.00612284" });
    expect(result.body.error.details.available).toEqual({ USDC: "5", SOL: "1" });
  });

  it("a funded sender gets the SOL it pays besides the amount: network fee and rent, before signing", async () => {
    const rich = await wallet(1, 100_000_000n);
    const result = await prepare(suite.owner.key, await body("payroll", "USDC", ["4", "4"], rich));
    expect(result.status).toBe(200);
    expect(result.body.senderCosts).toEqual({
      asset: "SOL",
      payer: "sender",
      networkFee: "0.000005",
      tokenAccountRent: "0.00407856",
      tokenAccountsCreated: 2,
      total: "0.00408356",
    });
  });

  it("create still refuses a wallet emptied between prepare and create", async () => {
    const alice = await wallet(1);
    const request = await body("send", "SOL", ["0.9"], alice);
    const prepared = await prepare(suite.owner.key, request);
    expect(prepared.status).toBe(200);
    const drained = await sendPayment(suite.world.connection, alice, to(), "SOL", "0.5");
    await waitForStatus(suite.world.connection, drained, "confirmed", suite.world.devnet);
    const result = await create(suite.owner.key, {
      ...request,
      signedTransaction: sign(prepared.body.transaction, alice),
    });
    expectErrorShape(result, "INSUFFICIENT_BALANCE", 422);
    expect(result.body.error.details.required).toEqual({ SOL: "0.900005" });
  });
});
