import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as validateRoute from "@/app/v1/payrolls/validate/route";
import { assets } from "@/server/assets";
import { loadTreasury } from "@/server/ledger/treasury";
import { faucet, fundSol } from "../devnet/harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { ownClientAddress } from "../support/own-client-address";
import { walletSuite } from "./wallet-harness";

const suite = walletSuite("read");
const someone = () => Keypair.generate().publicKey.toBase58();

const validate = (body: unknown, key = suite.owner.key) =>
  call(validateRoute.POST, "POST", "/v1/payrolls/validate", { key, body });

type Report = { row: number; problems: { code: string; field: string }[] };
const codesByRow = (rows: Report[]) => Object.fromEntries(rows.map((r) => [r.row, r.problems.map((p) => p.code)]));

describe("POST /v1/payrolls/validate", () => {
  it("flags every problem of every CSV row at once, with the totals of the valid rows and the accounts to create", async () => {
    const holder = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, holder.publicKey, LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, holder, "USDC", 5_000_000n);
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(assets.USDC.mint), holder.publicKey).toBase58();
    const twice = someone();
    const lines = [
      "Name,Address,Amount,Reference",
      `Alice,${someone()},1200,nov-1`,
      `"Bob, Jr.",${holder.publicKey.toBase58()},950.5,nov-2`,
      `Carol,not-an-address,10,nov-3`,
      `Dan,${tokenAccount},10,nov-4`,
      `Eve,${twice},0,nov-5`,
      `Frank,${someone()},1.1234567,nov-6`,
      `Grace,${twice},3,nov-7`,
      "",
      `Heidi,${loadTreasury().publicKey.toBase58()},1,nov-8`,
      `Ivan,${someone()}`,
    ];
    const result = await validate({ asset: "USDC", csv: lines.join("\n") });
    expect(result.status).toBe(200);
    expect(result.body.valid).toBe(false);
    expect(codesByRow(result.body.rows)).toEqual({
      3: ["invalid_address"],
      4: ["token_account"],
      5: ["zero_amount", "duplicate"],
      6: ["too_many_decimals"],
      7: ["duplicate"],
      8: ["service_wallet"],
      9: ["malformed_row", "invalid_amount"],
    });
    expect(result.body.rows[0]).toMatchObject({ row: 3, name: "Carol", reference: "nov-3", address: "not-an-address" });
    expect(result.body.totals).toEqual({ rows: 9, validRows: 2, invalidRows: 7, amount: "2150.5" });
    // Alice has no USDC account yet; Bob has one.
    expect(result.body).toMatchObject({
      tokenAccountsToCreate: 1,
      tokenAccountRent: "0.00203928",
      walletTransactions: 1,
      networkFee: "0.000005",
    });
  });

  it("takes JSON rows, says a clean file is valid, and counts the ledger transactions a large one needs", async () => {
    const recipients = Array.from({ length: 500 }, (_, i) => ({ address: someone(), amount: `0.00${(i % 9) + 1}` }));
    const result = await validate({ asset: "SOL", recipients });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ valid: true, rows: [], tokenAccountsToCreate: 0, walletTransactions: 25 });
    expect(result.body.totals).toMatchObject({ rows: 500, validRows: 500, amount: "2.49" });
  });

  it("flags SOL too small to open a new account, and rows past 10,000", async () => {
    const small = await validate({ asset: "SOL", recipients: [{ address: someone(), amount: "0.0001" }] });
    expect(codesByRow(small.body.rows)).toEqual({ 1: ["below_rent_minimum"] });
    const rows = Array.from({ length: 10_002 }, () => `${someone()},0.001`);
    const big = await validate({ asset: "SOL", csv: ["address,amount", ...rows].join("\n") });
    expect(big.status).toBe(200);
    expect(codesByRow(big.body.rows)).toEqual({ 10001: ["over_limit"], 10002: ["over_limit"] });
    expect(big.body.totals).toMatchObject({ rows: 10_002, validRows: 10_000 });
  }, 180_000);

  it("refuses a CSV without the required columns, both forms at once, and a key without read", async () => {
    const noAmount = await validate({ asset: "SOL", csv: `address,name\n${someone()},Alice` });
    expectErrorShape(noAmount, "INVALID_REQUEST", 400);
    expect(noAmount.body.error.details).toMatchObject({ reason: "missing_columns", missing: ["amount"] });
    const both = await validate({
      asset: "SOL",
      csv: "address,amount",
      recipients: [{ address: someone(), amount: "1" }],
    });
    expectErrorShape(both, "INVALID_REQUEST", 400);
    const unknownAsset = await validate({ asset: "DOGE", csv: "address,amount" });
    expect(unknownAsset.status).toBe(400);
    const anonymous = await call(validateRoute.POST, "POST", "/v1/payrolls/validate", {
      body: { asset: "SOL", csv: "address,amount" },
      headers: ownClientAddress(),
    });
    expectErrorShape(anonymous, "UNAUTHENTICATED", 401);
    const reader = await newAccountKey("read");
    expect((await validate({ asset: "SOL", csv: `address,amount\n${someone()},1` }, reader.key)).status).toBe(200);
  });
});
