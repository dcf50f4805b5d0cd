import { describe, expect, it } from "vitest";
import * as estimateRoute from "@/app/v1/privacy/estimate/route";
import { formatAmount } from "@/server/money";
import { coarseAmount } from "@/server/services/transactions/private/privacy-receipt";
import { toppedUp, usdc } from "../private-balance/balance-harness";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/** How many other accounts' top-ups cover `units` of USDC, as the estimate tells any read key. */
async function coveringAccounts(key: string, units: bigint): Promise<number> {
  const amount = formatAmount(units, 6);
  const got = await call(
    estimateRoute.GET,
    "GET",
    `/v1/privacy/estimate?asset=USDC&amount=${amount}&source=private_balance`,
    {
      key,
    },
  );
  expect(got.status, JSON.stringify(got.body)).toBe(200);
  // Nobody's deposit-funded payments run in this file: the set is the covering balances and the payment itself.
  return got.body.anonymitySet - 1;
}

/** The largest amount at least `n` other accounts' top-ups cover: the n-th largest top-up total, to the unit. */
async function nthLargestTotal(key: string, n: number) {
  let low = usdc("0.001");
  let high = usdc("1000000");
  let asked = 0;
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    asked++;
    if ((await coveringAccounts(key, mid)) >= n) low = mid;
    else high = mid - 1n;
  }
  return { total: formatAmount(low, 6), asked };
}

describe("a prober reading other accounts' top-ups from the estimate", () => {
  // The count of balances covering an amount, asked by bisection, would be every other account's exact top-up total,
  // to the micro-USDC, in about 30 reads; asked again after a top-up, it would say which account's total grew and by
  // how much, grouping top-ups paid from different wallets. An estimate counts balances against the amount rounded up
  // to two significant digits: bisection finds 12, not 12.345678, and the second top-up only moves it to 14.
  it("bisecting the amount finds only two significant digits of a victim's top-up total", async () => {
    const victim = await newAccountKey("write");
    const prober = await newAccountKey("read");

    await toppedUp(suite.world, victim, "12.345678");
    expect(await coveringAccounts(prober.key, usdc("0.001"))).toBe(1);
    const before = await nthLargestTotal(prober.key, 1);
    expect(before.total).toBe("12");
    expect(before.asked).toBeLessThanOrEqual(40);

    await toppedUp(suite.world, victim, "2.5");
    expect((await nthLargestTotal(prober.key, 1)).total).toBe("14");
  });

  it("rounds up, so an estimate never counts a balance that cannot pay", () => {
    expect(coarseAmount(usdc("12.345678"))).toBe(usdc("13"));
    expect(coarseAmount(usdc("12"))).toBe(usdc("12"));
    expect(coarseAmount(99n)).toBe(99n);
    expect(coarseAmount(101n)).toBe(110n);
    expect(coarseAmount(usdc("0.001"))).toBe(usdc("0.001"));
  });
});
