"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { useCursorPages } from "@/components/ui/cursor-pages";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { CreatePaymentRequestForm } from "./create-payment-request-form";
import { RequestAttempts } from "./payment-request-attempts";
import {
  type PaymentRequest,
  type PaymentRequestStatus,
  useCancelPaymentRequest,
  usePaymentRequests,
} from "./payment-requests-data-access";
import { PaymentRequestTable, ShareRequest, StatusFilter } from "./payment-requests-ui";

/** The create dialog: the form, then the new request's link and QR code to share. */
function CreateDialog({ onShare }: { onShare: (request: PaymentRequest) => void }) {
  const [open, setOpen] = useState(false);
  // A new form (and idempotency key) each time the dialog opens.
  const [round, setRound] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
      >
        New payment request
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="New payment request"
        description="Anyone with its link can pay it, once, until it expires."
      >
        <CreatePaymentRequestForm
          key={round}
          onCreated={(created) => {
            // The share dialog that opens next is the confirmation: no toast over it.
            setOpen(false);
            onShare(created);
          }}
        />
      </Dialog>
    </>
  );
}

/** /payment-requests: create requests, share their link or QR code, follow them to paid, cancel open ones. */
export function PaymentRequestsFeature() {
  const canWrite = useCan("write");
  const [status, setStatus] = useState<PaymentRequestStatus>();
  const pages = useCursorPages();
  const list = usePaymentRequests(status, pages.current);
  const cancel = useCancelPaymentRequest();
  const [sharing, setSharing] = useState<PaymentRequest>();
  const [cancelling, setCancelling] = useState<PaymentRequest>();
  const [attemptsOf, setAttemptsOf] = useState<PaymentRequest>();

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(cancelling.paymentRequestId, {
      onSuccess: () => toast.success("Payment request cancelled"),
      onError: (error) => toast.error(error.message),
      onSettled: () => setCancelling(undefined),
    });
  }

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Payment requests"
        description="A link (and QR code) a payer opens to pay you, from a browser wallet, a phone, or privately by deposit."
        actions={canWrite ? <CreateDialog onShare={setSharing} /> : null}
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            pages.reset();
          }}
        />
      </div>
      {list.error ? <QueryError error={list.error} what="the payment requests" /> : null}
      {list.data ? (
        <div className="space-y-3">
          <PaymentRequestTable
            requests={list.data.paymentRequests}
            onShare={setSharing}
            onCancel={canWrite ? setCancelling : undefined}
            onAttempts={setAttemptsOf}
          />
          {pages.number > 1 || list.data.hasMore ? (
            <div className="flex items-center justify-end gap-2 text-sm text-zinc-600">
              <span>Page {pages.number}</span>
              <Button size="sm" variant="secondary" disabled={pages.number === 1} onClick={pages.previous}>
                Previous
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!list.data.nextCursor}
                onClick={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </div>
      ) : list.error ? null : (
        <p className="text-sm text-zinc-600">Loading…</p>
      )}
      <Dialog
        open={Boolean(sharing)}
        onOpenChange={(open) => !open && setSharing(undefined)}
        title={`Share ${sharing?.label ?? "the payment request"}`}
        description="Send the link, or show the QR code: the payer needs no account."
      >
        {sharing ? <ShareRequest request={sharing} /> : null}
      </Dialog>
      <Dialog
        open={Boolean(attemptsOf)}
        onOpenChange={(open) => !open && setAttemptsOf(undefined)}
        title={`Deposits of ${attemptsOf?.label ?? "the payment request"}`}
        description="Each payer who asks for a deposit address gets one: an attempt. Only the one paid is among your transactions."
      >
        {attemptsOf ? <RequestAttempts paymentRequestId={attemptsOf.paymentRequestId} /> : null}
      </Dialog>
      <ConfirmDialog
        open={Boolean(cancelling)}
        onOpenChange={(open) => !open && setCancelling(undefined)}
        title="Cancel this payment request?"
        description="Its link stops working: the payer is told it was cancelled. This cannot be undone."
        confirmLabel="Cancel request"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </main>
  );
}
