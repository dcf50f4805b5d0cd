"use client";

import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Short } from "@/components/ui/short";
import { statusTone } from "@/components/ui/status-tone";
import type { Prepared, TransactionStatus } from "./send-data-access";

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label="Copy the signature"
      onClick={() =>
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** The payment's state, its signature cut to fit (whole in the title, and copied whole), and where to follow it. */
export function StatusLine({ status }: { status: TransactionStatus | undefined }) {
  if (!status) return null;
  const done = status.status === "completed";
  return (
    <div
      className={
        done ? "space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm" : "space-y-2 text-sm"
      }
      data-status={status.status}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge tone={statusTone(status.status)}>{label(status.status)}</Badge>
        {done ? <span className="font-medium text-emerald-800">Payment completed.</span> : null}
        <Link
          href={`/transactions/${status.transactionId}`}
          className="text-sky-700 underline underline-offset-2"
          data-transaction-link
        >
          View the transaction
        </Link>
      </div>
      {status.signature ? (
        <div className="flex min-w-0 items-center gap-2 text-xs text-zinc-600" data-signature>
          <span>Signature</span>
          <Short value={status.signature} keep={10} />
          <CopyButton value={status.signature} />
        </div>
      ) : null}
    </div>
  );
}

/** What the wallet pays in SOL besides the amount, told by prepare before the wallet is asked to sign. */
export function SenderCosts({ prepared }: { prepared: Prepared }) {
  const costs = prepared.senderCosts;
  return (
    <dl className="grid grid-cols-3 gap-2 border-t border-zinc-100 pt-2 text-xs text-zinc-600" data-sender-costs>
      <div>
        <dt>Network fee (your wallet, SOL)</dt>
        <dd className="font-mono text-zinc-900" data-cost="network-fee">
          {costs.networkFee} SOL
        </dd>
      </div>
      <div>
        <dt>Token account rent (your wallet, SOL)</dt>
        <dd className="font-mono text-zinc-900" data-cost="rent">
          {costs.tokenAccountRent} SOL
          {costs.tokenAccountsCreated > 0 ? ` (${costs.tokenAccountsCreated} new)` : ""}
        </dd>
      </div>
      <div>
        <dt>Your wallet pays in SOL</dt>
        <dd className="font-mono text-zinc-900" data-cost="total">
          {costs.total} SOL
        </dd>
      </div>
    </dl>
  );
}
