import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as validateRoute from "@/app/v1/payrolls/validate/route";
import * as policiesRoute from "@/app/v1/policies/route";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import { getDb } from "@/server/db/client";
import { resetEnv } from "@/server/env";
import { evaluatePolicies, type PolicyPayment } from "@/server/services/policies/evaluate-policies";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { create, getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");
const to = () => Keypair.generate().publicKey.toBase58();

async function addPolicy(key: string, body: Record<string, unknown>) {
  const made = await call(policiesRoute.POST, "POST", "/v1/policies", { key, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.policyId as string;
}

const usdcPayment = (amounts: bigint[], over: Partial<PolicyPayment> = {}): PolicyPayment => ({
  type: "payroll",
  mode: "private",
  asset: "USDC",
  recipients: amounts.map((amount) => ({ address: to(), amount })),
  ...over,
});

describe("policy evaluation", () => {
  it("the strictest matching policy wins: refuse over any hold, then the most approvals", async () => {
    const { key, principal } = await newAccountKey("admin");
    const db = await getDb();
    expect(await evaluatePolicies(db, principal.accountId, usdcPayment([1n]))).toEqual({ effect: "allow" });
    await addPolicy(key, { name: "two", match: { types: ["payroll"] }, effect: "require_approval", approvals: 2 });
    const three = await addPolicy(key, {
      name: "three",
      match: { modes: ["private"] },
      effect: "require_approval",
      approvals: 3,
    });
    await addPolicy(key, { name: "one", match: {}, effect: "require_approval" });
    expect(await evaluatePolicies(db, principal.accountId, usdcPayment([1n]))).toEqual({
      effect: "require_approval",
      policyId: three,
      policyName: "three",
      required: 3,
    });
    // A wallet send matches only "one".
    expect(
      await evaluatePolicies(db, principal.accountId, usdcPayment([1n], { type: "send", mode: "wallet" })),
    ).toMatchObject({ required: 1 });
    const refuse = await addPolicy(key, { name: "no SOL", match: { assets: ["SOL"] }, effect: "refuse" });
    await expect(evaluatePolicies(db, principal.accountId, usdcPayment([1n], { asset: "SOL" }))).rejects.toMatchObject({
      code: "POLICY_REFUSED",
      details: { policyId: refuse, name: "no SOL" },
    });
    // A top-up pays the account itself: no policy names it.
    expect(
      await evaluatePolicies(db, principal.accountId, usdcPayment([1n], { type: "top_up", asset: "SOL" })),
    ).toEqual({ effect: "allow" });
  });

  it("minAmount compares the payment's total, every recipient summed, in its asset", async () => {
    const { key, principal } = await newAccountKey("admin");
    const db = await getDb();
    await addPolicy(key, { name: "big", match: { minAmount: "10.5" }, effect: "refuse" });
    // 10.499999 USDC in two legs: under.
    expect(await evaluatePolicies(db, principal.accountId, usdcPayment([5_000_000n, 5_499_999n]))).toEqual({
      effect: "allow",
    });
    // 10.5 USDC in two legs: at the minimum.
    await expect(
      evaluatePolicies(db, principal.accountId, usdcPayment([5_000_000n, 5_500_000n])),
    ).rejects.toMatchObject({ code: "POLICY_REFUSED" });
    // In SOL (9 decimals) 10.5 is 10_500_000_000 lamports.
    expect(await evaluatePolicies(db, principal.accountId, usdcPayment([10_499_999_999n], { asset: "SOL" }))).toEqual({
      effect: "allow",
    });
    await expect(
      evaluatePolicies(db, principal.accountId, usdcPayment([10_500_000_000n], { asset: "SOL" })),
    ).rejects.toMatchObject({ code: "POLICY_REFUSED" });
  });

  it("recipientsOutsideAddressBook: an entry cooling down counts as outside, an active one inside", async () => {
    const { key, principal } = await newAccountKey("admin");
    const db = await getDb();
    await addPolicy(key, {
      name: "unknown payees",
      match: { recipientsOutsideAddressBook: true },
      effect: "require_approval",
    });
    const known = to();
    const cooling = to();
    process.env.COUNTERPARTY_COOLDOWN_S = "0";
    resetEnv();
    await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", {
      key,
      body: { name: "Known", address: known },
    });
    process.env.COUNTERPARTY_COOLDOWN_S = "86400";
    resetEnv();
    await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", {
      key,
      body: { name: "New", address: cooling },
    });
    delete process.env.COUNTERPARTY_COOLDOWN_S;
    resetEnv();
    const paying = (addresses: string[]): PolicyPayment => ({
      type: "send",
      mode: "wallet",
      asset: "USDC",
      recipients: addresses.map((address) => ({ address, amount: 1n })),
    });
    expect(await evaluatePolicies(db, principal.accountId, paying([known]))).toEqual({ effect: "allow" });
    expect(await evaluatePolicies(db, principal.accountId, paying([cooling]))).toMatchObject({
      effect: "require_approval",
    });
    expect(await evaluatePolicies(db, principal.accountId, paying([known, to()]))).toMatchObject({
      effect: "require_approval",
    });
  });

  it("a refuse policy answers 422 POLICY_REFUSED at wallet prepare and create, private create and a withdrawal", async () => {
    const admin = suite.owner;
    const write = await addKey(admin.principal.accountId, "write");
    const policyId = await addPolicy(admin.key, {
      name: "No USDC over 5",
      match: { assets: ["USDC"], minAmount: "5" },
      effect: "refuse",
    });
    const sender = Keypair.generate().publicKey.toBase58();
    const walletBody = async (amount: string) => ({
      type: "send" as const,
      quoteId: await getQuote(write.key, "USDC", amount),
      sender,
      recipients: [{ address: to(), amount }],
    });
    const refused = await prepare(write.key, await walletBody("5"));
    expectErrorShape(refused, "POLICY_REFUSED", 422);
    expect(refused.body.error.details).toMatchObject({ policyId, name: "No USDC over 5", total: "5" });
    expectErrorShape(
      await create(write.key, { ...(await walletBody("6")), signedTransaction: "AAAA" }),
      "POLICY_REFUSED",
      422,
    );
    const privateQuote = await getQuote(write.key, "USDC", "7", "USDC", 100, "private");
    const body = {
      type: "payroll" as const,
      quoteId: privateQuote,
      mode: "private" as const,
      sender,
      recipients: [
        { address: to(), amount: "3" },
        { address: to(), amount: "4" },
      ],
    };
    expectErrorShape(await create(write.key, body), "POLICY_REFUSED", 422);
    expectErrorShape(await create(write.key, { ...body, source: "private_balance" } as never), "POLICY_REFUSED", 422);
    const withdrawal = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
      key: write.key,
      body: { asset: "USDC", amount: "8", address: to() },
    });
    expectErrorShape(withdrawal, "POLICY_REFUSED", 422);
    // Under the minimum the same prepare goes on to the ledger's checks (the sender holds nothing).
    expect((await prepare(write.key, await walletBody("4"))).body.error?.code).not.toBe("POLICY_REFUSED");
  });

  it("payroll validation says what the policies would do with the rows, in each mode, before anything is made", async () => {
    const { key } = await newAccountKey("admin");
    const validate = async () => {
      const got = await call(validateRoute.POST, "POST", "/v1/payrolls/validate", {
        key,
        body: {
          asset: "USDC",
          recipients: [
            { address: to(), amount: "60" },
            { address: to(), amount: "50" },
          ],
        },
      });
      expect(got.status, JSON.stringify(got.body)).toBe(200);
      return got.body.policies;
    };
    expect(await validate()).toEqual({ wallet: { effect: "allow" }, private: { effect: "allow" } });
    const held = await addPolicy(key, {
      name: "big payroll",
      match: { minAmount: "100" },
      effect: "require_approval",
      approvals: 2,
    });
    const refused = await addPolicy(key, {
      name: "no wallet payroll",
      match: { types: ["payroll"], modes: ["wallet"] },
      effect: "refuse",
    });
    expect(await validate()).toEqual({
      wallet: { effect: "refuse", policyId: refused, name: "no wallet payroll" },
      private: { effect: "require_approval", policyId: held, name: "big payroll", required: 2 },
    });
  });
});
