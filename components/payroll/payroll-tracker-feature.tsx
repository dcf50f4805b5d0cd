"use client";

import { useConnection, useWallet } from "@solana/wallet-adapter-react";
import { useMemo } from "react";
import { useCan } from "@/components/shell/session-context";
import { isFinished, useTransaction } from "@/components/transactions/transactions-data-access";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { explorerUrl } from "@/components/ui/explorer-url";
import { useConfig } from "@/components/wallet/config-data-access";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { ShortfallLine } from "@/components/wallet/wallet-funds";
import { type Asset, shortfalls, toUnits, useBalances } from "@/components/wallet/wallet-funds-data-access";
import { downloadText, resultsCsv } from "./payroll-csv";
import { type PayrollDetail, usePayDeposit, useTokens } from "./payroll-data-access";
import { recalledLabels } from "./payroll-memory";
import { DepositRequest, type DepositView } from "./payroll-pay-ui";
import { PayrollLegList, PayrollProgressBar, ResultsButton } from "./payroll-progress-ui";

function depositOf(detail: PayrollDetail, mint: string | undefined): DepositView | undefined {
  if (!detail.deposit || !detail.ephemeralAddress) return undefined;
  const params = new URLSearchParams({ amount: detail.deposit.amount, label: "Payroll deposit" });
  if (mint) params.set("spl-token", mint);
  return {
    address: detail.ephemeralAddress,
    amount: detail.deposit.amount,
    asset: detail.deposit.asset,
    deadline: detail.deposit.deadline,
    url: `solana:${detail.ephemeralAddress}?${params.toString()}`,
    parts: { payment: detail.deposit.payment, fee: detail.deposit.fee, ataRent: detail.deposit.ataRent },
  };
}

/** "Pay from connected wallet": the deposit in one click, signed by the wallet. */
function PayDeposit({ detail, deposit }: { detail: PayrollDetail; deposit: DepositView }) {
  const wallet = useWallet();
  const { connection } = useConnection();
  const tokens = useTokens();
  const pay = usePayDeposit();
  const balances = useBalances(wallet.publicKey?.toBase58());
  // The wallet is not asked to sign a deposit it cannot pay.
  const short = shortfalls(balances.data, { [deposit.asset as Asset]: deposit.amount });
  const token = tokens.data?.tokens.find((t) => t.symbol === deposit.asset);
  const decimals = token?.decimals ?? 9;
  if (detail.deposit?.detectedAt || pay.isSuccess) {
    return <p className="text-sm text-emerald-700">Deposit sent; the page follows it to the payouts.</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ConnectWalletButton />
      <Button
        disabled={!wallet.publicKey || pay.isPending || !tokens.data || short.length > 0}
        onClick={() =>
          pay.mutate({
            deposit: { to: deposit.address, mint: deposit.asset === "SOL" ? undefined : token?.mint, decimals },
            units: toUnits(deposit.amount, decimals),
            wallet,
            connection,
          })
        }
      >
        {pay.isPending ? "Waiting for the wallet…" : "Pay from connected wallet"}
      </Button>
      <div className="w-full">
        <ShortfallLine short={short} />
      </div>
      <ErrorLine error={pay.error} className="w-full" />
    </div>
  );
}

/** A payroll under way (or done): its deposit if private, progress, every recipient, and the results file. */
export function PayrollTracker({ transactionId }: { transactionId: string }) {
  const status = useTransaction(transactionId, { pollMs: 1_500 });
  const config = useConfig();
  const tokens = useTokens();
  const canWrite = useCan("write");
  const labels = useMemo(() => recalledLabels(transactionId), [transactionId]);
  const detail = status.data;
  if (status.error) return <ErrorLine error={status.error} />;
  if (!detail) return <p className="text-sm text-zinc-500">Loading the payroll…</p>;
  const mint = tokens.data?.tokens.find((t) => t.symbol === detail.deposit?.asset)?.mint;
  const deposit = detail.stage === "awaiting_deposit" ? depositOf(detail, mint) : undefined;
  const rpcUrl = config.data?.rpcUrl ?? "";
  const download = () =>
    downloadText(
      `payroll-${transactionId}.csv`,
      resultsCsv(
        detail.recipients.map((leg, i) => ({
          id: i,
          address: leg.address,
          amount: leg.amount,
          ...labels[i],
          status: leg.status,
          signature: leg.signature,
          ...(leg.failure ? { failure: leg.failure.message } : {}),
        })),
      ),
    );
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          Payroll <span className="font-mono">{transactionId}</span> ({detail.mode} mode)
        </CardTitle>
        <ResultsButton onDownload={download} disabled={!isFinished(detail.status)} />
      </CardHeader>
      <CardBody className="space-y-4">
        {deposit ? (
          <DepositRequest deposit={deposit}>
            {canWrite ? <PayDeposit detail={detail} deposit={deposit} /> : null}
          </DepositRequest>
        ) : null}
        <PayrollProgressBar detail={detail} />
        <PayrollLegList legs={detail.recipients} names={labels} explorer={(sig) => explorerUrl("tx", sig, rpcUrl)} />
      </CardBody>
    </Card>
  );
}
