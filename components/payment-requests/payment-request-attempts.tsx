"use client";

import Link from "next/link";
import { QueryError } from "@/components/ui/query-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { Short } from "@/components/ui/short";
import { StatusBadge } from "@/components/ui/status-badge";
import { type PaymentRequestAttempts, usePaymentRequest } from "./payment-requests-data-access";

const countWords: [keyof Omit<PaymentRequestAttempts, "latest">, string][] = [
  ["total", "handed out"],
  ["open", "waiting"],
  ["paid", "paid"],
  ["expired", "expired"],
  ["cancelled", "cancelled"],
  ["refused", "refused"],
  ["refunded", "refunded"],
];

/** What became of one attempt, in words: its failure's code says more than `failed`. */
function outcome(attempt: PaymentRequestAttempts["latest"][number]): string {
  if (!attempt.attempt) return "Paid";
  if (attempt.failureCode === "DEPOSIT_EXPIRED") return "Expired";
  if (attempt.failureCode === "PAYMENT_REQUEST_NOT_OPEN") return "Refused";
  return "";
}

function AttemptList({ attempts }: { attempts: PaymentRequestAttempts }) {
  return (
    <div className="space-y-3" data-attempts>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {countWords.map(([key, word]) => (
          <div key={key} className="flex gap-1" data-attempt-count={key}>
            <dt className="text-zinc-600">{word}</dt>
            <dd className="font-medium text-zinc-900">{attempts[key]}</dd>
          </div>
        ))}
      </dl>
      {attempts.latest.length === 0 ? (
        <p className="text-sm text-zinc-600">No payer has asked for a deposit address yet.</p>
      ) : (
        <ul className="divide-y divide-zinc-100 text-sm">
          {attempts.latest.map((a) => (
            <li
              key={a.transactionId}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
              data-attempt={a.transactionId}
            >
              <Link
                href={`/transactions/${a.transactionId}`}
                className="font-mono text-xs text-sky-700 underline underline-offset-2"
              >
                <Short value={a.transactionId} keep={8} />
              </Link>
              <StatusBadge status={a.status} />
              <span className="text-zinc-700">{outcome(a)}</span>
              <span className="text-xs text-zinc-600">
                asked <RelativeTime iso={a.createdAt} />
              </span>
              {a.depositDeadline && a.status === "processing" && a.attempt ? (
                <span className="text-xs text-zinc-600">
                  deadline <RelativeTime iso={a.depositDeadline} />
                </span>
              ) : null}
              {a.refunds > 0 ? <span className="text-xs text-amber-800">refunded ({a.refunds})</span> : null}
            </li>
          ))}
        </ul>
      )}
      {attempts.total > attempts.latest.length ? (
        <p className="text-xs text-zinc-600">
          The newest {attempts.latest.length} of {attempts.total}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A private request's attempts: each deposit address a payer asked for. Only the one paid is among the account's
 * transactions; the others (waiting, expired, cancelled, refunded) are found here.
 */
export function RequestAttempts({ paymentRequestId }: { paymentRequestId: string }) {
  const request = usePaymentRequest(paymentRequestId);
  if (request.error) return <QueryError error={request.error} what="the attempts" />;
  if (!request.data) return <p className="text-sm text-zinc-600">Loading…</p>;
  if (!request.data.attempts) return <p className="text-sm text-zinc-600">A wallet-mode request has no deposits.</p>;
  return <AttemptList attempts={request.data.attempts} />;
}
