import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import * as validateRoute from "@/app/v1/payrolls/validate/route";
import { assets } from "@/server/assets";
import { resetEnv } from "@/server/env";
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

  it("names the rows the address book knows, and counts those paying no active entry", async () => {
    const { key } = await newAccountKey("write");
    const addEntry = async (name: string, cooldownSeconds: string) => {
      process.env.COUNTERPARTY_COOLDOWN_S = cooldownSeconds;
      resetEnv();
      const address = someone();
      const made = await call(counterpartiesRoute.POST, "POST", "/v1/counterparties", {
        key,
        body: { name, address },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return address;
    };
    const acme = await addEntry("Acme Ltd", "0");
    const newcomer = await addEntry("New Supplier", "86400");
    delete process.env.COUNTERPARTY_COOLDOWN_S;
    resetEnv();
    const stranger = someone();

    const result = await validate(
      {
        asset: "SOL",
        csv: ["address,amount", `${acme},1`, `${newcomer},1`, `${stranger},1`, "nonsense,1"].join("\n"),
      },
      key,
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const byAddress = Object.fromEntries(
      result.body.addressBook.entries.map((e: { address: string }) => [e.address, e]),
    );
    expect(Object.keys(byAddress).sort()).toEqual([acme, newcomer].sort());
    expect(byAddress[acme]).toMatchObject({ name: "Acme Ltd", active: true });
    expect(byAddress[newcomer]).toMatchObject({ name: "New Supplier", active: false });
    // The cooling-down entry and the stranger are outside; the invalid row is not counted at all.
    expect(result.body.addressBook.outside).toBe(2);
    // Another account's book names nothing here.
    const other = await validate({ asset: "SOL", csv: `address,amount\n${acme},1` });
    expect(other.body.addressBook).toEqual({ entries: [], outside: 1 });
  });
});
