"use client";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Money } from "@/components/ui/money";
import { QrCode } from "@/components/ui/qr-code";
import { type PayDetails, useDeposit } from "./pay-data-access";
import { moment } from "./pay-time";
import { DepositBreakdown, PayErrorLine } from "./pay-ui";

/**
 * A private request is paid to a one-time deposit address: the service pays the business from its routing pool,
 * so the chain does not link payer and business. The address is made only when the payer asks for it.
 */
export function PrivatePay({ details }: { details: PayDetails }) {
  const deposit = useDeposit(details.paymentRequestId);
  const shown = deposit.data;
  if (!shown) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-zinc-700">
          Pay from any wallet to a one-time address. The business is paid from the service's pool, so the ledger does
          not link your wallet to it.
        </p>
        <Button className="w-full" onClick={() => deposit.mutate(undefined)} disabled={deposit.isPending}>
          {deposit.isPending ? "Getting the address…" : "Get deposit address"}
        </Button>
        <PayErrorLine error={deposit.error} />
      </div>
    );
  }
  return (
    <div className="space-y-4" data-deposit>
      <p className="text-sm text-zinc-700">
        Send exactly{" "}
        <strong className="font-mono text-zinc-900" data-deposit-amount>
          <Money amount={shown.depositAmount} asset={details.asset} />
        </strong>{" "}
        to this address by {moment(shown.depositDeadline)}:
      </p>
      <div className="flex items-center gap-2 rounded-md bg-zinc-50 p-2 ring-1 ring-zinc-200">
        <p className="min-w-0 flex-1 break-all font-mono text-sm text-zinc-900" data-deposit-address>
          {shown.ephemeralAddress}
        </p>
        <CopyButton text={shown.ephemeralAddress} label="Copy the deposit address" />
      </div>
      <div className="flex flex-col items-center gap-2">
        <QrCode value={shown.paymentUrl} title="QR code of the deposit: scan it with a phone wallet" />
        <p className="text-xs text-zinc-600">Scan with a Solana wallet: the amount and address are filled in.</p>
      </div>
      <DepositBreakdown deposit={shown} asset={details.asset} />
      <p className="text-sm text-zinc-600" role="status">
        This page updates by itself once the deposit arrives.
      </p>
    </div>
  );
}
