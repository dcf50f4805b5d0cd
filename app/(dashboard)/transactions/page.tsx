import { Suspense } from "react";
import { TransactionsFeature } from "@/components/transactions/transactions-feature";

export const metadata = { title: "Transactions" };

export default function TransactionsPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-2xl font-semibold text-zinc-900">Transactions</h1>
      <Suspense>
        <TransactionsFeature />
      </Suspense>
    </main>
  );
}
