"use client";

import type { Schemas } from "@/client";
import { usePrivacyEstimate } from "@/components/privacy/privacy-data-access";
import { PrivacyEstimateLine } from "@/components/privacy/privacy-receipt-ui";
import type { PayrollRow } from "./payroll-csv";
import type { PayWay } from "./payroll-data-access";

/** A decimal string as a whole number at `places` decimals, for comparing amounts without floats. */
const scaled = (amount: string, places: number) => {
  const [whole = "0", fraction = ""] = amount.trim().split(".");
  return BigInt(whole + fraction.padEnd(places, "0"));
};

/** The payroll's largest line: its recipient with the smallest crowd, which the receipt reports. */
export function largestAmount(rows: PayrollRow[]): string | undefined {
  const valid = rows.map((r) => r.amount).filter((a) => /^\d+(\.\d+)?$/.test(a.trim()));
  const places = Math.max(0, ...valid.map((a) => a.split(".")[1]?.length ?? 0));
  return valid.reduce<string | undefined>(
    (best, a) => (best === undefined || scaled(a, places) > scaled(best, places) ? a.trim() : best),
    undefined,
  );
}

/** Before paying a private payroll: its estimated privacy receipt. */
export function PayrollPrivacyEstimate({
  asset,
  rows,
  way,
}: {
  asset: Schemas["AssetSymbol"];
  rows: PayrollRow[];
  way: PayWay;
}) {
  const amount = largestAmount(rows);
  const estimate = usePrivacyEstimate(
    amount === undefined ? undefined : { asset, amount, source: way === "balance" ? "private_balance" : "deposit" },
  );
  return <PrivacyEstimateLine receipt={estimate.data} />;
}
