"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { WalletMultiButton } from "@solana/wallet-adapter-react-ui";
import { type ChangeEvent, type DragEvent, useCallback, useEffect, useMemo, useState } from "react";
import { QuoteSummary } from "@/components/send/send-ui";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/input";
import { errorMessage } from "@/components/ui/query-error";
import { checkRowsLocally } from "./check-rows";
import { type PayrollRow, parsePayrollCsv, payrollTemplate } from "./payroll-csv";
import {
  type Asset,
  type Mode,
  type Quote,
  useCreatePrivatePayroll,
  usePayFromWallet,
  usePayrollQuote,
  usePayrollValidation,
  useTokens,
} from "./payroll-data-access";
import { FeeBreakdown, ModeChoice, PayrollTotals } from "./payroll-pay-ui";
import { PayrollPreview } from "./payroll-preview-ui";

const assetChoices: Asset[] = ["USDC", "SOL", "USDT"];
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(payrollTemplate)}`;

/**
 * Rows, edits and the verdicts on them: the browser's own checks at once, the service's (the source of truth, which
 * also asks the ledger) once typing pauses. Times the first of each after a file is read, for the page to show.
 */
function usePayrollRows(asset: Asset) {
  const [rows, setRows] = useState<PayrollRow[]>([]);
  const [edited, setEdited] = useState(0);
  const [checked, setChecked] = useState(0);
  const [loadedAt, setLoadedAt] = useState<number>();
  const [timing, setTiming] = useState<{ localMs?: number; serviceMs?: number }>({});
  const decimals = useTokens().data?.tokens.find((t) => t.symbol === asset)?.decimals ?? 6;
  const local = useMemo(() => checkRowsLocally(rows, decimals), [rows, decimals]);
  const validation = usePayrollValidation(asset, rows, checked);
  useEffect(() => {
    if (edited === checked) return;
    const timer = setTimeout(() => setChecked(edited), 400);
    return () => clearTimeout(timer);
  }, [edited, checked]);
  const settled = Boolean(validation.data) && !validation.isPlaceholderData && !validation.isFetching;
  useEffect(() => {
    if (loadedAt !== undefined && local)
      setTiming((t) => (t.localMs === undefined ? { ...t, localMs: performance.now() - loadedAt } : t));
  }, [local, loadedAt]);
  useEffect(() => {
    if (settled && loadedAt !== undefined) {
      setTiming((t) => ({ ...t, serviceMs: performance.now() - loadedAt }));
      setLoadedAt(undefined);
    }
  }, [settled, loadedAt]);
  const load = (text: string, startedAt: number) => {
    const parsed = parsePayrollCsv(text);
    setRows(parsed.rows);
    setEdited((v) => v + 1);
    setChecked(edited + 1);
    setLoadedAt(startedAt);
    setTiming({});
    return parsed.missingColumns;
  };
  const edit = useCallback((id: number, change: Partial<PayrollRow>) => {
    setRows((current) => current.map((r) => (r.id === id ? { ...r, ...change } : r)));
    setEdited((v) => v + 1);
  }, []);
  const remove = useCallback((id: number) => {
    setRows((current) => current.filter((r) => r.id !== id));
    setEdited((v) => v + 1);
  }, []);
  const current = settled && edited === checked ? validation.data : undefined;
  const problems = current?.problems ?? local;
  return { rows, load, edit, remove, validation, current, problems, timing };
}

function CsvDrop({ onText }: { onText: (text: string, startedAt: number) => string[] }) {
  const [missing, setMissing] = useState<string[]>([]);
  const read = async (file: File | undefined) => {
    if (!file) return;
    const startedAt = performance.now();
    setMissing(onText(await file.text(), startedAt));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard's way
    <div
      className="rounded-lg border-2 border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600"
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        void read(e.dataTransfer.files[0]);
      }}
      data-csv-drop
    >
      <p>
        Drop a CSV file here, or{" "}
        <label className="cursor-pointer font-medium text-zinc-900 underline">
          choose one
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            onChange={(e: ChangeEvent<HTMLInputElement>) => void read(e.target.files?.[0])}
          />
        </label>
        . Columns: <code>address</code>, <code>amount</code>, optional <code>name</code> and <code>reference</code>.{" "}
        <a href={templateHref} download="payroll-template.csv" className="font-medium text-zinc-900 underline">
          Download the template
        </a>
      </p>
      {missing.length > 0 ? (
        <p role="alert" className="mt-2 text-rose-700">
          The file has no {missing.join(" or ")} column.
        </p>
      ) : null}
    </div>
  );
}

/** From a CSV file to a signed, sent payroll: upload, fix, quote, pay. `onStarted` follows it from there. */
export function PayrollBuilder({ onStarted }: { onStarted: (transactionId: string, rows: PayrollRow[]) => void }) {
  const [asset, setAsset] = useState<Asset>("USDC");
  const [mode, setMode] = useState<Mode>("wallet");
  const [quote, setQuote] = useState<Quote>();
  const { rows, load, edit, remove, validation, current, problems, timing } = usePayrollRows(asset);
  const canWrite = useCan("write");
  const wallet = useWallet();
  const sender = wallet.publicKey?.toBase58();
  const quoting = usePayrollQuote();
  const payFromWallet = usePayFromWallet();
  const createPrivate = useCreatePrivatePayroll();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Any change to what is paid makes the quote stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows, asset and mode are the triggers
  useEffect(() => setQuote(undefined), [rows, asset, mode]);

  const ready = current?.validation.valid === true && rows.length > 0;
  const paying = payFromWallet.isPending || createPrivate.isPending;
  const getQuote = async () => {
    if (!current) return;
    setQuote(await quoting.mutateAsync({ asset, amount: current.validation.totals.amount, mode }));
  };
  const pay = async () => {
    if (!quote || !sender) return;
    const created =
      mode === "wallet"
        ? await payFromWallet.mutateAsync({ quote, sender, rows, wallet })
        : await createPrivate.mutateAsync({ quote, sender, rows });
    onStarted(created.transactionId, rows);
  };
  const expired = quote ? Date.parse(quote.expiresAt) <= Date.now() : false;
  const payError = payFromWallet.error ?? createPrivate.error ?? quoting.error;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>1. The file</CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="payroll-asset">Asset</Label>
            <select
              id="payroll-asset"
              value={asset}
              onChange={(e) => setAsset(e.target.value as Asset)}
              className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              {assetChoices.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </div>
        </CardHeader>
        <CardBody className="space-y-4">
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
                    : `${current.validation.totals.invalidRows} rows need a fix before the payroll can be paid.`
                  : `${problems.size} rows with a problem so far; the service is checking them against the ledger…`}
                {timing.localMs !== undefined
                  ? ` Read and checked in the browser in ${timing.localMs.toFixed(0)} ms`
                  : ""}
                {timing.serviceMs !== undefined ? `, by the service in ${timing.serviceMs.toFixed(0)} ms.` : ""}
              </p>
              <PayrollPreview rows={rows} problems={problems} editable={!paying} onEdit={edit} onRemove={remove} />
            </>
          ) : null}
          {validation.error ? (
            <p role="alert" className="text-sm text-rose-700">
              {errorMessage(validation.error)}
            </p>
          ) : null}
        </CardBody>
      </Card>

      {rows.length > 0 ? (
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-3">
            <CardTitle>2. Quote and pay</CardTitle>
            {mounted && canWrite ? <WalletMultiButton /> : null}
          </CardHeader>
          <CardBody className="space-y-4">
            {canWrite ? (
              <>
                {sender ? (
                  <p className="truncate font-mono text-xs text-zinc-500" data-wallet-address>
                    {sender}
                  </p>
                ) : (
                  <p className="text-sm text-zinc-500">Connect the wallet that pays.</p>
                )}
                <ModeChoice mode={mode} onChange={setMode} />
                <Button variant="secondary" onClick={getQuote} disabled={!ready || quoting.isPending}>
                  {quote && expired ? "Refresh quote" : "Get quote"}
                </Button>
                {quote && current ? (
                  <div className="space-y-3">
                    <QuoteSummary quote={quote} />
                    <FeeBreakdown quote={quote} validation={current.validation} />
                    <Button onClick={pay} disabled={!sender || paying || expired}>
                      {paying
                        ? mode === "wallet"
                          ? "Waiting for the wallet…"
                          : "Creating the deposit…"
                        : mode === "wallet"
                          ? `Sign and pay ${rows.length} recipients`
                          : "Create the deposit"}
                    </Button>
                  </div>
                ) : null}
                {payError ? (
                  <p role="alert" className="text-sm text-rose-700">
                    {errorMessage(payError)}
                  </p>
                ) : null}
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
