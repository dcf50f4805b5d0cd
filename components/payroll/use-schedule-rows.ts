import { useSearchParams } from "next/navigation";
import Papa from "papaparse";
import { useEffect, useRef } from "react";
import { useSchedule } from "@/components/schedules/schedules-data-access";
import type { Asset, PayWay } from "./payroll-data-access";

/**
 * `/payroll?schedule=<id>`: a wallet-mode schedule's run waits for the sender's wallet, so the page starts from that
 * schedule's recipients and asset, in wallet mode, as if its CSV had been dropped; once, when the schedule arrives.
 */
export function useScheduleRows(
  load: (csv: string, startedAt: number) => unknown,
  choose: (asset: Asset, way: PayWay) => void,
) {
  const scheduleId = useSearchParams().get("schedule") ?? "";
  const schedule = useSchedule(scheduleId, { enabled: scheduleId !== "" });
  const loaded = useRef(false);
  const payment = schedule.data?.payment;
  useEffect(() => {
    if (!payment || loaded.current) return;
    loaded.current = true;
    choose(payment.asset, "wallet");
    load(Papa.unparse(payment.recipients, { columns: ["address", "amount"] }), performance.now());
  }, [payment, load, choose]);
  return scheduleId ? { name: schedule.data?.name, error: schedule.error } : undefined;
}
