import type { ReactNode } from "react";
import { Address } from "@/components/ui/address";
import { explorerUrl } from "@/components/ui/explorer-url";
import { Money } from "@/components/ui/money";
import type { PayCosts, PayDeposit, PayDetails } from "./pay-data-access";
import { moment } from "./pay-time";

/** Who asks, for what, and how long the link stays good. */
export function PaySummary({ details, left }: { details: PayDetails; left: string | null }) {
  const open = details.status === "open";
  return (
    <section aria-labelledby="pay-title" className="space-y-3">
      <p className="text-sm font-medium text-zinc-600">Payment request</p>
      <h1 id="pay-title" className="break-words text-xl font-semibold text-zinc-900" data-pay-label>
        {details.label ?? "Payment"}
      </h1>
      {details.message ? (
        <p className="whitespace-pre-line break-words text-sm text-zinc-700" data-pay-message>
          {details.message}
        </p>
      ) : null}
      <p className="text-3xl font-semibold tracking-tight text-zinc-900" data-pay-amount>
        <Money amount={details.amount} asset={details.asset} />
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-zinc-600">To</dt>
        <dd className="min-w-0 text-zinc-900">
          <Address value={details.recipient} what="recipient address" />
        </dd>
        {open ? (
          <>
            <dt className="text-zinc-600">Expires</dt>
            <dd className="text-zinc-900">
              {/* The server's zone and the browser's may differ: the browser's wins without a hydration error. */}
              <time dateTime={details.expiresAt} data-countdown suppressHydrationWarning>
                {left === null ? moment(details.expiresAt) : `in ${left}`}
              </time>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** A request that can no longer be paid says so first, and what to do. */
export function ClosedNotice({ status, details }: { status: "expired" | "cancelled"; details: PayDetails }) {
  const who = details.label ? `the business (${details.label})` : "the business";
  return (
    <div role="status" className="rounded-md border border-zinc-300 bg-zinc-50 p-4 text-sm" data-pay-closed={status}>
      <p className="font-semibold text-zinc-900">
        {status === "expired" ? "This payment request has expired." : "This payment request was cancelled."}
      </p>
      <p className="mt-1 text-zinc-700">Nothing was charged. To pay, ask {who} for a new link.</p>
    </div>
  );
}

function Signature({ signature, explorerUrl }: { signature: string; explorerUrl: string | null }) {
  if (!explorerUrl) return <Address value={signature} what="signature" />;
  return (
    <Address
      value={signature}
      what="signature"
      wrap={(short) => (
        <a
          href={explorerUrl}
          target="_blank"
          rel="noreferrer"
          className="text-zinc-900 underline decoration-zinc-400 underline-offset-2"
          aria-label="View the payment in the explorer"
          data-explorer-link
        >
          {short}
        </a>
      )}
    />
  );
}

/**
 * The receipt: paid, by whom, when, and the ledger's signature, in the explorer (the service's link, else one to the
 * ledger the browser knows of).
 */
export function Receipt({ details, rpcUrl }: { details: PayDetails; rpcUrl?: string }) {
  const paid = details.paid;
  const link = paid?.signature && (paid.explorerUrl ?? (rpcUrl ? explorerUrl("tx", paid.signature, rpcUrl) : null));
  return (
    <div
      role="status"
      className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm"
      data-receipt
    >
      <p className="font-semibold text-emerald-900">
        Paid: <Money amount={details.amount} asset={details.asset} />
      </p>
      {paid ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
          <dt className="text-emerald-900">When</dt>
          <dd className="text-zinc-900" suppressHydrationWarning>
            {moment(paid.paidAt)}
          </dd>
          {paid.payer ? (
            <>
              <dt className="text-emerald-900">From</dt>
              <dd className="min-w-0">
                <Address value={paid.payer} what="payer address" />
              </dd>
            </>
          ) : null}
          {paid.signature ? (
            <>
              <dt className="text-emerald-900">Signature</dt>
              <dd className="min-w-0" data-receipt-signature={paid.signature}>
                <Signature signature={paid.signature} explorerUrl={link || null} />
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className="text-emerald-900">Keep this page's address as your receipt.</p>
    </div>
  );
}

/** One way to pay, under its own heading. */
export function PayOption({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-zinc-200 pt-5">
      <h2 id={id} className="text-base font-semibold text-zinc-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a private deposit is made of: the payment itself, the service's fee, and rent for a new token account. */
export function DepositBreakdown({ deposit, asset }: { deposit: PayDeposit; asset: string }) {
  const rows = [
    ["Payment", deposit.deposit.payment],
    ["Fee", deposit.deposit.fee],
    ["Token account rent", deposit.deposit.ataRent],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-deposit-breakdown>
      {rows.map(([name, amount]) => (
        <div key={name} className="contents">
          <dt className="text-zinc-600">{name}</dt>
          <dd className="text-right font-mono text-zinc-900">
            <Money amount={amount} asset={asset} />
          </dd>
        </div>
      ))}
      <dt className="border-t border-zinc-200 pt-1 font-medium text-zinc-900">Send exactly</dt>
      <dd className="border-t border-zinc-200 pt-1 text-right font-mono font-medium text-zinc-900">
        <Money amount={deposit.depositAmount} asset={asset} />
      </dd>
    </dl>
  );
}

const costNames: Record<PayCosts["lines"][number]["kind"], string> = {
  payment: "Payment",
  fee: "Service fee",
  network_fee: "Network fee",
  token_account_rent: "Recipient's token account rent",
};

/**
 * What paying costs, before anything is signed or a deposit address is made: each part in the asset that pays it,
 * then the total per asset (a token payment from a wallet also costs SOL).
 */
export function CostsBreakdown({ costs }: { costs: PayCosts }) {
  const fromDeposit = costs.mode === "private";
  return (
    <section aria-labelledby="pay-costs" className="space-y-2" data-pay-costs>
      <h2 id="pay-costs" className="text-sm font-medium text-zinc-600">
        {fromDeposit ? "What the deposit is made of" : "What your wallet pays"}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {costs.lines.map((line) => (
          <div key={line.kind} className="contents" data-cost={line.kind}>
            <dt className="text-zinc-600">{costNames[line.kind]}</dt>
            <dd className="whitespace-nowrap text-right font-mono text-zinc-900">
              {line.kind === "network_fee" ? "about " : ""}
              <Money amount={line.amount} asset={line.asset} />
            </dd>
          </div>
        ))}
        {costs.totals.map((total, i) => (
          <div key={total.asset} className="contents" data-cost-total={total.asset}>
            <dt className={`font-medium text-zinc-900 ${i === 0 ? "border-t border-zinc-200 pt-1" : ""}`}>
              {i === 0 ? "Total" : ""}
            </dt>
            <dd
              className={`whitespace-nowrap text-right font-mono font-medium text-zinc-900 ${i === 0 ? "border-t border-zinc-200 pt-1" : ""}`}
            >
              {i > 0 ? "+ " : ""}
              <Money amount={total.amount} asset={total.asset} />
            </dd>
          </div>
        ))}
      </dl>
      {fromDeposit ? (
        <p className="text-xs text-zinc-600">
          At today's prices; the exact amount is fixed when the deposit address is made.
        </p>
      ) : null}
    </section>
  );
}

/** A failed action's message where it was taken (the dashboard's ErrorLine would bring its API client along). */
export function PayErrorLine({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-rose-700">
      {error.message}
    </p>
  );
}

export function NotFoundNotice() {
  return (
    <div role="alert" className="rounded-md border border-zinc-300 bg-zinc-50 p-4 text-sm" data-pay-not-found>
      <p className="font-semibold text-zinc-900">No payment request at this address.</p>
      <p className="mt-1 text-zinc-700">Check the link you were sent, or ask the business for a new one.</p>
    </div>
  );
}
