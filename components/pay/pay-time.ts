"use client";

import { useEffect, useState } from "react";

/**
 * A moment in the payer's own zone and language ("25 Nov 2026, 19:02"). Intl rather than date-fns (the dashboard's
 * `when`): the hosted page keeps its script small.
 */
export const moment = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** "2d 4h", "3h 12m", "4m 05s": the two largest units left, which is all a payer needs to decide to hurry. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${String(sec).padStart(2, "0")}s`;
}

/**
 * Time left until `expiresAt`, ticking each second. It starts unknown (null) so the server's render and the
 * browser's first one match; the page then shows the request expired as soon as the clock says so, before the
 * service's next answer does.
 */
export function useCountdown(expiresAt: string | undefined) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt || now === null) return { left: null, expired: false };
  const ms = Date.parse(expiresAt) - now;
  return { left: formatLeft(ms), expired: ms <= 0 };
}
