import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as validateRoute from "@/app/v1/payrolls/validate/route";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * A file of 10,000 copies of one address, the most a payroll takes: grouping duplicates was quadratic and blocked
 * the event loop for every other request (bench/payroll-duplicates.ts has the time). What each row is told stays
 * the same: every copy is a duplicate naming the first five other rows.
 */
const suite = walletSuite("read");

describe("payroll validation of many duplicates", () => {
  it("flags each of 10,000 copies of one address, naming five other rows, and keeps distinct rows valid", async () => {
    const one = Keypair.generate().publicKey.toBase58();
    const other = Keypair.generate().publicKey.toBase58();
    const recipients = [
      ...Array.from({ length: 9_999 }, () => ({ address: one, amount: "0.01" })),
      { address: other, amount: "0.01" },
    ];
    const result = await call(validateRoute.POST, "POST", "/v1/payrolls/validate", {
      key: suite.owner.key,
      body: { asset: "SOL", recipients },
    });
    expect(result.status).toBe(200);
    type Row = { row: number; problems: { code: string; message: string }[] };
    const rows = result.body.rows as Row[];
    expect(rows).toHaveLength(9_999);
    expect(rows.every((r) => r.problems.length === 1 && r.problems[0]!.code === "duplicate")).toBe(true);
    const messageOf = (row: number) => rows.find((r) => r.row === row)!.problems[0]!.message;
    expect(messageOf(1)).toBe("The same address is in row 2, 3, 4, 5, 6, ...; merge the amounts into one row");
    expect(messageOf(3)).toBe("The same address is in row 1, 2, 4, 5, 6, ...; merge the amounts into one row");
    expect(messageOf(9_999)).toBe("The same address is in row 1, 2, 3, 4, 5, ...; merge the amounts into one row");
    expect(result.body.totals).toMatchObject({ rows: 10_000, validRows: 1, invalidRows: 9_999, amount: "0.01" });
  }, 60_000);

  it("names every other row, without an ellipsis, when there are few copies", async () => {
    const twice = Keypair.generate().publicKey.toBase58();
    const result = await call(validateRoute.POST, "POST", "/v1/payrolls/validate", {
      key: suite.owner.key,
      body: {
        asset: "SOL",
        recipients: [
          { address: twice, amount: "0.01" },
          { address: Keypair.generate().publicKey.toBase58(), amount: "0.01" },
          { address: twice, amount: "0.01" },
        ],
      },
    });
    const messages = (result.body.rows as { row: number; problems: { message: string }[] }[]).map((r) => [
      r.row,
      r.problems[0]!.message,
    ]);
    expect(messages).toEqual([
      [1, "The same address is in row 3; merge the amounts into one row"],
      [3, "The same address is in row 1; merge the amounts into one row"],
    ]);
  });
});
