import { Keypair } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import * as scheduleRoute from "@/app/v1/schedules/[scheduleId]/route";
import * as schedulesRoute from "@/app/v1/schedules/route";
import { getDb } from "@/server/db/client";
import { findRun, type ScheduleRunRow } from "@/server/db/queries/schedules";
import { schedules } from "@/server/db/schema";
import { claimDueSchedules } from "@/server/services/schedules/claim-due-schedules";
import { call } from "../support/call";

export type SchedulePaymentBody = {
  type: "send" | "payroll";
  mode: "wallet" | "private";
  source?: "deposit" | "private_balance";
  asset: "USDC" | "SOL" | "USDT";
  sender: string;
  recipients: { address: string; amount: string }[];
};

export const newAddress = () => Keypair.generate().publicKey.toBase58();

/** A private USDC payment from the private balance: a send to one recipient, a payroll to several. */
export function balancePayment(recipients: { address: string; amount: string }[]): SchedulePaymentBody {
  return {
    type: recipients.length === 1 ? "send" : "payroll",
    mode: "private",
    source: "private_balance",
    asset: "USDC",
    sender: newAddress(),
    recipients,
  };
}

/** A wallet-mode SOL send: its runs wait for the sender's wallet. */
export const walletSend = (): SchedulePaymentBody => ({
  type: "send",
  mode: "wallet",
  asset: "SOL",
  sender: newAddress(),
  recipients: [{ address: newAddress(), amount: "0.5" }],
});

export function postSchedule(key: string, body: Record<string, unknown>) {
  return call(schedulesRoute.POST, "POST", "/v1/schedules", { key, body });
}

export async function addSchedule(key: string, payment: SchedulePaymentBody, cron = "0 9 1 * *") {
  const made = await postSchedule(key, { name: "Monthly payroll", cron, timezone: "Europe/Berlin", payment });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { scheduleId: string; nextRunAt: string };
}

export function getSchedule(key: string, scheduleId: string) {
  return call(scheduleRoute.GET, "GET", `/v1/schedules/${scheduleId}`, { key, params: { scheduleId } });
}

export function patchSchedule(key: string, scheduleId: string, body: Record<string, unknown>) {
  return call(scheduleRoute.PATCH, "PATCH", `/v1/schedules/${scheduleId}`, { key, params: { scheduleId }, body });
}

export function deleteSchedule(key: string, scheduleId: string) {
  return call(scheduleRoute.DELETE, "DELETE", `/v1/schedules/${scheduleId}`, { key, params: { scheduleId } });
}

/** Brings the schedule's next due time to a moment ago, as the clock reaching it would; returns that due time. */
export async function makeDue(scheduleId: string): Promise<Date> {
  const dueAt = new Date(Date.now() - 1000);
  await (await getDb()).update(schedules).set({ nextRunAt: dueAt }).where(eq(schedules.id, scheduleId));
  return dueAt;
}

/** Claims what is due now (as the every-minute tick does) and waits until the run of `dueAt` has ended. */
export async function claimAndWaitForRun(scheduleId: string, dueAt: Date, timeoutMs = 60_000): Promise<ScheduleRunRow> {
  const db = await getDb();
  await claimDueSchedules(db);
  return waitForRun(scheduleId, dueAt, timeoutMs);
}

export async function waitForRun(scheduleId: string, dueAt: Date, timeoutMs = 60_000): Promise<ScheduleRunRow> {
  const db = await getDb();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await findRun(db, scheduleId, dueAt);
    if (run && run.outcome !== "due") return run;
    if (Date.now() > deadline) throw new Error(`run of ${scheduleId} at ${dueAt.toISOString()} still ${run?.outcome}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
