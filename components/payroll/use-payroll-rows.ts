import { useCallback, useEffect, useMemo, useState } from "react";
import { checkRowsLocally } from "./check-rows";
import { type PayrollRow, parsePayrollCsv } from "./payroll-csv";
import { type Asset, usePayrollValidation, useTokens } from "./payroll-data-access";

/** How long typing must pause before the service checks the rows again. */
const serviceCheckDelayMs = 400;

/**
 * Rows, edits and the verdicts on them: the browser's own checks at once, the service's (the source of truth, which
 * also asks the ledger) once typing pauses. Times the first of each after a file is read, for the page to show.
 */
export function usePayrollRows(asset: Asset) {
  const [rows, setRows] = useState<PayrollRow[]>([]);
  // Every change to the rows is a new version; the service checks `checked`, which follows `edited` after a pause.
  const [edited, setEdited] = useState(0);
  const [checked, setChecked] = useState(0);
  const [loadedAt, setLoadedAt] = useState<number>();
  const [timing, setTiming] = useState<{ localMs?: number; serviceMs?: number }>({});
  const decimals = useTokens().data?.tokens.find((t) => t.symbol === asset)?.decimals ?? 6;
  const local = useMemo(() => checkRowsLocally(rows, decimals), [rows, decimals]);
  const validation = usePayrollValidation(asset, rows, checked);
  useEffect(() => {
    if (edited === checked) return;
    const timer = setTimeout(() => setChecked(edited), serviceCheckDelayMs);
    return () => clearTimeout(timer);
  }, [edited, checked]);
  const settled = Boolean(validation.data) && !validation.isPlaceholderData && !validation.isFetching;
  // Runs after the commit of the render that checked new rows in the browser (`local`): their time ends here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `local` is the trigger, its value is not read
  useEffect(() => {
    if (loadedAt === undefined) return;
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
    // A new file goes to the service at once; only edits wait for typing to pause.
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
