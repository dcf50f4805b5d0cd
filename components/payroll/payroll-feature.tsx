"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { PayrollBuilder } from "./payroll-builder-feature";
import { rememberRows } from "./payroll-memory";
import { PayrollTracker } from "./payroll-tracker-feature";

/**
 * /payroll: build and pay a payroll from a CSV file, or (with `?transaction=`) follow one under way; the address
 * holds the transaction, so the page can be closed and opened again (or reached from the transactions list).
 */
export function PayrollFeature() {
  const router = useRouter();
  const transactionId = useSearchParams().get("transaction");
  return (
    <>
      <PageHeader
        title="Payroll"
        description="Pay up to 10,000 people from one CSV file: in wallet mode, your wallet signs every ledger transaction with one approval."
      />
      {transactionId ? (
        <PayrollTracker transactionId={transactionId} />
      ) : (
        <PayrollBuilder
          onStarted={(id, rows) => {
            rememberRows(id, rows);
            router.push(`/payroll?transaction=${id}`);
          }}
        />
      )}
    </>
  );
}
