"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "@/components/api/api-client";
import { PrivacyReceiptCard } from "@/components/privacy/privacy-receipt-ui";
import { useCan } from "@/components/shell/session-context";
import { Button, buttonClasses } from "@/components/ui/button";
import { useConfig } from "@/components/wallet/config-data-access";
import {
  Deliveries,
  Legs,
  PrivateStages,
  Timeline,
  TransactionFacts,
  TransactionHeader,
} from "./transaction-detail-ui";
import {
  type TransactionDetail,
  useCancelTransaction,
  useTransaction,
  useTransactionDeliveries,
} from "./transactions-data-access";

/**
 * What the API lets a caller cancel (docs/architecture.md §6): a private transaction until its deposit is seen.
 * A wallet transaction is broadcast as it is created, so its pending-and-unsent window is not worth a button.
 */
const cancellable = (t: TransactionDetail) =>
  t.mode === "private" && t.status === "processing" && !t.deposit?.detectedAt;

function CancelButton({ transaction }: { transaction: TransactionDetail }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelTransaction(transaction.transactionId);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Transaction cancelled");
      },
      onError: (error) => {
        setOpen(false);
        toast.error(error instanceof ApiError ? error.message : "The transaction could not be cancelled");
      },
    });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Cancel transaction</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-900/30" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[92vw] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-base font-semibold text-zinc-900">Cancel this transaction?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            No deposit has reached its address yet, so nothing moves and no fee is charged. A deposit paid after the
            cancel is refunded to the wallet it came from.
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Keep it</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelling…" : "Cancel transaction"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function TransactionDetailFeature({ transactionId }: { transactionId: string }) {
  const transaction = useTransaction(transactionId);
  const deliveries = useTransactionDeliveries(transactionId);
  const rpcUrl = useConfig().data?.rpcUrl;
  const canWrite = useCan("write");
  const back = (
    <Link href="/transactions" className="text-sm text-zinc-600 hover:text-zinc-900">
      ← Transactions
    </Link>
  );
  if (transaction.error) {
    const notFound = transaction.error instanceof ApiError && transaction.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-700">
          {notFound ? `No transaction ${transactionId} in this account.` : transaction.error.message}
        </p>
      </div>
    );
  }
  const t = transaction.data;
  if (!t) return <p className="text-sm text-zinc-500">Loading…</p>;
  return (
    <div className="space-y-6">
      {back}
      <TransactionHeader
        transaction={t}
        actions={
          <>
            {t.type === "payroll" ? (
              <Link href={`/payroll?transaction=${t.transactionId}`} className={buttonClasses("secondary", "sm")}>
                Payroll progress
              </Link>
            ) : null}
            {canWrite && cancellable(t) ? <CancelButton transaction={t} /> : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TransactionFacts transaction={t} rpcUrl={rpcUrl} />
        <Timeline transaction={t} />
      </div>
      {t.mode === "private" ? <PrivateStages transaction={t} rpcUrl={rpcUrl} /> : null}
      {t.privacy ? <PrivacyReceiptCard receipt={t.privacy} /> : null}
      <Legs transaction={t} rpcUrl={rpcUrl} />
      <Deliveries deliveries={deliveries.data?.deliveries} />
    </div>
  );
}
