import { useSearchParams } from "next/navigation";
import Papa from "papaparse";
import { useEffect, useRef } from "react";
import { useSchedule } from "@/components/schedules/schedules-data-access";
import type { Asset, PayWay } from "./payroll-data-access";

/**
 * `/payroll?schedule=<id>&version=<n>`: a wallet-mode schedule's run waits for the sender's wallet, so the page starts
 * from that schedule's recipients and asset, in wallet mode, as if its CSV had been dropped; once, when the schedule
 * arrives. Only the payment the run was due with: if the schedule's payment changed since (`paymentVersion`), nothing
 * is loaded and the page says so, so an edit after the due time never slips into what the wallet signs.
 */
export function useScheduleRows(
  load: (csv: string, startedAt: number) => unknown,
  choose: (asset: Asset, way: PayWay) => void,
) {
  const params = useSearchParams();
  const scheduleId = params.get("schedule") ?? "";
  const version = Number(params.get("version"));
  const schedule = useSchedule(scheduleId, { enabled: scheduleId !== "" });
  const loaded = useRef(false);
  const changed = schedule.data !== undefined && schedule.data.paymentVersion !== version;
  const payment = changed ? undefined : schedule.data?.payment;
  useEffect(() => {
    if (!payment || loaded.current) return;
    loaded.current = true;
    choose(payment.asset, "wallet");
    load(Papa.unparse(payment.recipients, { columns: ["address", "amount"] }), performance.now());
  }, [payment, load, choose]);
  return scheduleId ? { name: schedule.data?.name, error: schedule.error, changed } : undefined;
}
