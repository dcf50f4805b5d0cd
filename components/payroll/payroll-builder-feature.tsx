"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { Keypair } from "@solana/web3.js";
import { useEffect, useMemo, useState } from "react";
import { BalanceAvailable } from "@/components/private-balance/balance-available";
import { useCan } from "@/components/shell/session-context";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { Label } from "@/components/ui/input";
import { plural } from "@/components/ui/plural";
import { QuoteCard, useQuoteClock } from "@/components/ui/quote-card";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { ShortfallLine, WalletFunds } from "@/components/wallet/wallet-funds";
import { addAmounts, shortfalls, useBalances } from "@/components/wallet/wallet-funds-data-access";
import { CsvDrop } from "./csv-drop";
import type { PayrollRow } from "./payroll-csv";
import {
  type Asset,
  type PayWay,
  type Quote,
  useCreatePrivatePayroll,
  usePayFromWallet,
  usePayrollQuote,
  type Validation,
} from "./payroll-data-access";
import { FeeBreakdown, ModeChoice, PayrollTotals, PolicyNotice } from "./payroll-pay-ui";
import { PayrollPreview } from "./payroll-preview-ui";
import { PayrollPrivacyEstimate } from "./payroll-privacy-estimate";
import { ScheduleSource } from "./schedule-source";
import { usePayrollRows } from "./use-payroll-rows";
import { useScheduleRows } from "./use-schedule-rows";

const assetChoices: Asset[] = ["USDC", "SOL", "USDT"];

/** What a wallet-mode payroll takes from the wallet, per asset: the total, and in SOL the network fee and rent. */
function walletNeeds(validation: Validation): Partial<Record<Asset, string>> {
  const sol = addAmounts("SOL", validation.networkFee, validation.tokenAccountRent);
  const amount = validation.totals.amount;
  if (validation.asset === "SOL") return { SOL: addAmounts("SOL", amount, sol) };
  return { [validation.asset]: amount, SOL: sol };
}

function payLabel(way: PayWay, paying: boolean, recipients: number): string {
  if (way === "wallet") return paying ? "Waiting for the wallet…" : `Sign and pay ${recipients} recipients`;
  if (way === "balance") return paying ? "Paying from the balance…" : `Pay ${recipients} recipients from the balance`;
  return paying ? "Creating the deposit…" : "Create the deposit";
}

/** From a CSV file to a signed, sent payroll: upload, fix, quote, pay. `onStarted` follows it from there. */
export function PayrollBuilder({ onStarted }: { onStarted: (transactionId: string, rows: PayrollRow[]) => void }) {
  const [asset, setAsset] = useState<Asset>("USDC");
  const [way, setWay] = useState<PayWay>("wallet");
  const mode = way === "wallet" ? "wallet" : "private";
  const [quote, setQuote] = useState<Quote>();
  const { rows, load, edit, remove, validation, current, problems, timing } = usePayrollRows(asset);
  const fromSchedule = useScheduleRows(load, (scheduled, scheduledWay) => {
    setAsset(scheduled);
    setWay(scheduledWay);
  });
  const canWrite = useCan("write");
  const wallet = useWallet();
  const sender = wallet.publicKey?.toBase58();
  const quoting = usePayrollQuote();
  const payFromWallet = usePayFromWallet();
  const createPrivate = useCreatePrivatePayroll();
  const balances = useBalances(sender);
  const started = payFromWallet.isSuccess || createPrivate.isSuccess;
  const clock = useQuoteClock(quote?.expiresAt, started);
  // Any change to what is paid makes the quote stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows, asset and the way to pay are the triggers
  useEffect(() => setQuote(undefined), [rows, asset, way]);

  const ready = current?.validation.valid === true && rows.length > 0;
  const entries = validation.data?.validation.addressBook.entries;
  const book = useMemo(() => (entries ? new Map(entries.map((e) => [e.address, e])) : undefined), [entries]);
  const paying = payFromWallet.isPending || createPrivate.isPending;
  // Errors are shown from the mutations' state: an awaited one that throws would be an uncaught page error.
  const getQuote = async () => {
    if (!current) return;
    payFromWallet.reset();
    createPrivate.reset();
    const next = await quoting
      .mutateAsync({ asset, amount: current.validation.totals.amount, mode })
      .catch(() => undefined);
    if (next) setQuote(next);
  };
  // From the balance no wallet signs: the sender a private payment names is then only a fresh key, naming nobody.
  const needsWallet = way !== "balance";
  const pay = async () => {
    const payer = sender ?? (needsWallet ? undefined : Keypair.generate().publicKey.toBase58());
    if (!quote || !payer) return;
    const created = await (way === "wallet"
      ? payFromWallet.mutateAsync({ quote, sender: payer, rows, wallet })
      : createPrivate.mutateAsync({ quote, sender: payer, rows, fromBalance: way === "balance" })
    ).catch(() => undefined);
    if (created) onStarted(created.transactionId, rows);
  };
  const expired = clock.expired;
  const short = mode === "wallet" && current ? shortfalls(balances.data, walletNeeds(current.validation)) : [];
  const payError = payFromWallet.error ?? createPrivate.error ?? quoting.error;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>1. The file</CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="payroll-asset">Asset</Label>
            <AssetSelect id="payroll-asset" assets={assetChoices} value={asset} onChange={setAsset} compact />
          </div>
        </CardHeader>
        <CardBody className="space-y-4">
          {fromSchedule ? <ScheduleSource {...fromSchedule} /> : null}
          <CsvDrop onText={load} />
          {rows.length > 0 ? (
            <>
              {validation.data ? <PayrollTotals validation={validation.data.validation} /> : null}
              <p
                className="text-xs text-zinc-500"
                data-parse-ms={timing.localMs?.toFixed(0)}
                data-service-check-ms={timing.serviceMs?.toFixed(0)}
              >
                {current
                  ? current.validation.valid
                    ? "Every row is valid."
                    : `${plural(current.validation.totals.invalidRows, "row needs", "rows need")} a fix before the payroll can be paid.`
                  : `${plural(problems.size, "row")} with a problem so far; the service is checking them against the ledger…`}
                {timing.localMs !== undefined
                  ? ` Read and checked in the browser in ${timing.localMs.toFixed(0)} ms`
                  : ""}
                {timing.serviceMs !== undefined ? `, by the service in ${timing.serviceMs.toFixed(0)} ms.` : ""}
              </p>
              <PayrollPreview
                rows={rows}
                problems={problems}
                book={book}
                editable={!paying}
                onEdit={edit}
                onRemove={remove}
              />
            </>
          ) : null}
          <ErrorLine error={validation.error} />
        </CardBody>
      </Card>

      {rows.length > 0 ? (
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle>2. Quote and pay</CardTitle>
            {canWrite ? <ConnectWalletButton /> : null}
          </CardHeader>
          <CardBody className="space-y-4">
            {canWrite ? (
              <>
                {sender ? (
                  <WalletFunds address={sender} />
                ) : (
                  <p className="text-sm text-zinc-600">Connect the wallet that pays.</p>
                )}
                <ModeChoice mode={way} onChange={setWay} />
                {current ? <PolicyNotice policies={current.validation.policies} mode={mode} /> : null}
                {way === "balance" ? <BalanceAvailable asset={asset} /> : null}
                <Button variant="secondary" onClick={getQuote} disabled={!ready || quoting.isPending}>
                  {quote && expired ? "Get a new quote" : "Get quote"}
                </Button>
                {quote && current ? (
                  <div className="space-y-3">
                    <QuoteCard quote={quote} secondsLeft={clock.secondsLeft} used={started} />
                    <FeeBreakdown quote={quote} validation={current.validation} mode={mode} />
                    {mode === "private" ? <PayrollPrivacyEstimate asset={asset} rows={rows} way={way} /> : null}
                    <ShortfallLine short={short} />
                    {expired ? (
                      <p className="text-sm text-zinc-600" data-quote-expired>
                        This quote expired: get a new quote to pay.
                      </p>
                    ) : null}
                    <Button onClick={pay} disabled={(needsWallet && !sender) || paying || expired || short.length > 0}>
                      {payLabel(way, paying, rows.length)}
                    </Button>
                  </div>
                ) : null}
                <ErrorLine error={payError} />
              </>
            ) : (
              <p className="text-sm text-zinc-600" data-read-only>
                Your key can check a payroll file but not pay it: paying needs a write or admin key.
              </p>
            )}
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}
