"use client";

import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { RadioGroup, type RadioOption } from "@/components/ui/radio-group";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Mode, PayWay, Quote, Validation } from "./payroll-data-access";

const ways: RadioOption<PayWay>[] = [
  {
    value: "wallet",
    label: "Wallet",
    description: "Paid straight from your wallet: cheapest and fastest, and anyone can see you paid each recipient.",
  },
  {
    value: "private",
    label: "Private",
    description:
      "You pay one deposit; the service pays each recipient from its pooled wallets, so the chain does not link them to you.",
  },
  {
    value: "balance",
    label: "Balance",
    description:
      "Paid from your private balance at once, no deposit: the chain ties the payouts to no deposit of yours, in amount or in time.",
  },
];

export function ModeChoice({ mode, onChange }: { mode: PayWay; onChange: (mode: PayWay) => void }) {
  return <RadioGroup legend="How to pay" name="payroll-mode" options={ways} value={mode} onChange={onChange} asCards />;
}

function Figure({ label, children, name }: { label: string; children: ReactNode; name: string }) {
  return (
    <div className="rounded-md bg-zinc-50 px-3 py-2">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="font-mono text-sm text-zinc-900" data-total={name}>
        {children}
      </dd>
    </div>
  );
}

/** The payroll's totals as the server counted them: rows, amount, token accounts to open and what they cost. */
export function PayrollTotals({ validation }: { validation: Validation }) {
  const { totals, asset } = validation;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-payroll-totals>
      <Figure label="Rows" name="rows">
        {totals.rows}
      </Figure>
      <Figure label="Rows with a problem" name="invalid">
        {totals.invalidRows}
      </Figure>
      <Figure label={`Total (${asset})`} name="amount">
        {totals.amount}
      </Figure>
      <Figure label="New token accounts" name="token-accounts">
        {validation.tokenAccountsToCreate} ({validation.tokenAccountRent} SOL rent)
      </Figure>
      <Figure label="Not in the address book" name="outside-address-book">
        {validation.addressBook.outside}
      </Figure>
    </dl>
  );
}

/**
 * What the account's policies will do with this payroll in the chosen mode, said before it is sent: nothing, a hold
 * for approvals (it is created and waits), or a refusal naming the policy.
 */
const approvals = (count: number) => (count === 1 ? "1 approval" : `${count} approvals`);

export function PolicyNotice({ policies, mode }: { policies: Validation["policies"]; mode: Mode }) {
  const preview = policies[mode];
  if (preview.effect === "allow") return null;
  const named = preview.name ? `A policy, “${preview.name}”,` : "A policy";
  const text =
    preview.effect === "refuse"
      ? `${named} refuses this payroll: it cannot be paid this way.`
      : `${named} will hold this payroll for ${approvals(preview.required ?? 1)} by admins who did not make it: ${
          mode === "private"
            ? "it is created now, and its deposit address comes once approved."
            : "paying asks for them, and this same payroll can be signed once approved."
        }`;
  return (
    <p
      role="status"
      className={`rounded-md border px-3 py-2 text-sm ${preview.effect === "refuse" ? "border-red-200 bg-red-50 text-red-800" : "border-amber-200 bg-amber-50 text-amber-900"}`}
      data-policy-notice={preview.effect}
    >
      {text}
    </p>
  );
}

/**
 * What the payroll costs beyond its amount, piece by piece, before anything is signed or deposited: the quote's
 * fees, and the rent of the recipients' new token accounts, which the quote cannot know (it has no recipients):
 * wallet mode, the wallet pays it in SOL with the network fee; private mode, the deposit adds it in the asset.
 */
export function FeeBreakdown({ quote, validation, mode }: { quote: Quote; validation: Validation; mode: Mode }) {
  const { feeBreakdown } = quote;
  const accounts = validation.tokenAccountsToCreate;
  return (
    <dl className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4" data-fee-breakdown>
      <Figure label={`Routing fee (${quote.inputAsset})`} name="routing-fee">
        {feeBreakdown.routing}
      </Figure>
      <Figure
        label={mode === "wallet" ? "Network fee (your wallet, SOL)" : `Network fee (${quote.inputAsset})`}
        name="network-fee"
      >
        {mode === "wallet" ? validation.networkFee : feeBreakdown.network}
      </Figure>
      <Figure
        label={
          mode === "wallet" ? "Token account rent (your wallet, SOL)" : "Token account rent (added to the deposit)"
        }
        name="ata-rent"
      >
        {mode === "wallet"
          ? `${validation.tokenAccountRent} (${accounts} new)`
          : `${accounts} new, ${validation.tokenAccountRent} SOL in ${quote.inputAsset}`}
      </Figure>
      <Figure label="Ledger transactions (wallet)" name="transactions">
        {validation.walletTransactions}
      </Figure>
    </dl>
  );
}

export type DepositView = {
  address: string;
  amount: string;
  asset: string;
  deadline: string | null;
  url: string;
  parts: { payment: string; fee: string; ataRent: string };
};

/** The deposit, added up: what the recipients get, the quoted fee and the rent of their new token accounts. */
function DepositParts({ deposit }: { deposit: DepositView }) {
  const rows = [
    { label: "Payroll amount", value: deposit.parts.payment, name: "payment" },
    { label: "Fee (network and routing)", value: deposit.parts.fee, name: "fee" },
    { label: "Rent of recipients' new token accounts", value: deposit.parts.ataRent, name: "rent" },
  ];
  return (
    <dl className="max-w-md space-y-1 text-xs text-zinc-600" data-deposit-breakdown>
      {rows.map((row) => (
        <div key={row.name} className="flex justify-between gap-4">
          <dt>{row.label}</dt>
          <dd className="font-mono text-zinc-900" data-part={row.name}>
            {row.value} {deposit.asset}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-zinc-200 pt-1 font-medium">
        <dt>Total to deposit</dt>
        <dd className="font-mono text-zinc-900" data-part="total">
          {deposit.amount} {deposit.asset}
        </dd>
      </div>
    </dl>
  );
}

/** The private payroll's deposit: where, how much, by when, and a QR code (Solana Pay) for a phone wallet. */
export function DepositRequest({ deposit, children }: { deposit: DepositView; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-6 rounded-md border border-zinc-200 p-4" data-deposit>
      <QRCodeSVG value={deposit.url} size={160} title="Solana Pay QR code of the deposit" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="text-zinc-600">
          Pay exactly{" "}
          <span className="font-mono font-medium text-zinc-900" data-deposit-amount>
            {deposit.amount} {deposit.asset}
          </span>{" "}
          to this one-time address
          {deposit.deadline ? (
            <>
              , due <RelativeTime iso={deposit.deadline} />
            </>
          ) : null}
          :
        </p>
        <p className="break-all font-mono text-xs text-zinc-900" data-deposit-address>
          {deposit.address}
        </p>
        <DepositParts deposit={deposit} />
        {children}
      </div>
    </div>
  );
}
