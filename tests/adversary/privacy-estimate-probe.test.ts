import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as estimateRoute from "@/app/v1/privacy/estimate/route";
import { getDb } from "@/server/db/client";
import { privateBalanceEntries, quotes, transactions } from "@/server/db/schema";
import { toppedUp } from "../private-balance/balance-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

async function rows() {
  const db = await getDb();
  const [q] = await db.select({ n: count() }).from(quotes);
  const [t] = await db.select({ n: count() }).from(transactions);
  const [e] = await db.select({ n: count() }).from(privateBalanceEntries);
  return { quotes: q!.n, transactions: t!.n, entries: e!.n };
}

describe("a customer probing other accounts through the privacy estimate", () => {
  it("an estimate names no other account, address or deposit, and writes nothing", async () => {
    const victim = await newAccountKey("write");
    const up = await toppedUp(suite.world, victim, "40");
    const prober = suite.owner;
    const before = await rows();

    const answers = [];
    for (const amount of ["1", "39.999999", "40", "40.000001", "1000"]) {
      for (const source of ["deposit", "private_balance"]) {
        const got = await call(
          estimateRoute.GET,
          "GET",
          `/v1/privacy/estimate?asset=USDC&amount=${amount}&source=${source}`,
          {
            key: prober.key,
          },
        );
        expect(got.status, JSON.stringify(got.body)).toBe(200);
        answers.push({ amount, body: got.body });
      }
    }
    for (const { body } of answers) {
      expect(Object.keys(body).sort()).toEqual(["anonymitySet", "computedAt", "delay", "estimate", "source", "window"]);
      const text = JSON.stringify(body);
      for (const secret of [
        victim.principal.accountId,
        up.topUpId,
        up.ephemeralAddress,
        up.payer.publicKey.toBase58(),
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    // What it does disclose is a count: the victim's 40 can pay 40 and not a cent more.
    const set = (amount: string) =>
      answers.find((a) => a.amount === amount && a.body.source === "private_balance")!.body;
    expect(set("40").anonymitySet).toBe(2);
    expect(set("40.000001").anonymitySet).toBe(1);
    expect(await rows()).toEqual(before);
  });
});
