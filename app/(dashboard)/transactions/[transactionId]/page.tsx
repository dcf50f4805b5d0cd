import { TransactionDetailFeature } from "@/components/transactions/transaction-detail-feature";

export const metadata = { title: "Transaction" };

export default async function TransactionPage({ params }: { params: Promise<{ transactionId: string }> }) {
  const { transactionId } = await params;
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <TransactionDetailFeature transactionId={transactionId} />
    </main>
  );
}
