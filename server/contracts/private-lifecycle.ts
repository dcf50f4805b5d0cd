/**
 * The life of a private payment, as data: the states a private transaction's stage, a deposit account and a
 * recipient leg can be in, and the moves allowed between them. It sits with the contracts, the ground floor, so the
 * schema types its columns from it, the queries build their conditions from it and the API shows the same names;
 * the guarded updates that make the moves are services/transactions/private/lifecycle/, the only code that writes
 * these states (docs/architecture.md, "Life of a private payment").
 */

/** A private transaction's stage: the finer progress of its `processing` status, then how it ended. */
export const stages = [
  "awaiting_approval",
  "awaiting_deposit",
  "deposit_detected",
  "routing",
  "paying_out",
  "completed",
  "failed",
  "cancelled",
] as const;
export type Stage = (typeof stages)[number];

/** Each stage by name, for code that names one: no stage is spelled out anywhere else. */
export const stage = {
  awaitingApproval: "awaiting_approval",
  awaitingDeposit: "awaiting_deposit",
  depositDetected: "deposit_detected",
  routing: "routing",
  payingOut: "paying_out",
  completed: "completed",
  failed: "failed",
  cancelled: "cancelled",
} as const satisfies Record<string, Stage>;

/** Where each stage may go. Ended stages go nowhere; `status` follows the stage (statusOfStage). */
export const stageTransitions = {
  // Held by a policy (no deposit address, no debit): approved, it starts as an unheld one would (a deposit address,
  // or paid from the balance: debited and routed); rejected, expired or cancelled by its maker.
  awaiting_approval: ["awaiting_deposit", "routing", "cancelled"],
  // Seen at confirmed; complete and final (routed at once, seen or not); expired or the request taken; cancelled.
  awaiting_deposit: ["deposit_detected", "routing", "failed", "cancelled"],
  deposit_detected: ["routing", "failed"],
  // Swept and scheduled; a top-up swept and credited to the private balance; or refused (the swap's price moved,
  // the request was taken).
  routing: ["paying_out", "completed", "failed"],
  // Every leg paid; or some refused by the ledger; or, paid from the private balance, cancelled before any leg was
  // handed to a payout (its debit reversed).
  paying_out: ["completed", "failed", "cancelled"],
  completed: [],
  failed: [],
  cancelled: [],
} as const satisfies Record<Stage, readonly Stage[]>;

/** Stages of a transaction still waiting for its deposit to be complete and final: a cancel or a deposit may end it. */
export const awaitingDepositStages = ["awaiting_deposit", "deposit_detected"] as const satisfies readonly Stage[];
/** Where a private payment from the balance starts: debited at create, its legs scheduled (no deposit, no sweep). */
export const balanceStartStage = "routing" as const satisfies Stage;

/** Stages whose deposit is held by the router or the pool, not yet paid out in full. */
export const routedStages = ["routing", "paying_out"] as const satisfies readonly Stage[];

export const isAwaitingDeposit = (stage: string | null): boolean =>
  (awaitingDepositStages as readonly (string | null)[]).includes(stage);

/** Where a payment a policy holds starts: `pending`, nothing handed out or debited until it is approved. */
export const heldStage = "awaiting_approval" as const satisfies Stage;

/**
 * The transaction status a stage means: held for approval is `pending`, in flight is `processing`, an ended stage is
 * its own status.
 */
export function statusOfStage(stage: Stage): "pending" | "processing" | "completed" | "failed" | "cancelled" {
  if (stage === heldStage) return "pending";
  return stage === "completed" || stage === "failed" || stage === "cancelled" ? stage : "processing";
}

/**
 * A deposit account: watched every round; handed to the router (its transaction routing); handed to a refund (its
 * `refunds`th); or unresolved, waiting for an operator, out of every loop.
 */
export const depositAccountStates = ["watching", "routing", "refunding", "unresolved"] as const;
export type DepositAccountState = (typeof depositAccountStates)[number];

export const depositAccountState = {
  watching: "watching",
  routing: "routing",
  refunding: "refunding",
  unresolved: "unresolved",
} as const satisfies Record<string, DepositAccountState>;

export const depositAccountTransitions = {
  watching: ["routing", "refunding"],
  // Swept (watched again for a second payment), or refused by the router (the deposit goes back).
  routing: ["watching", "refunding"],
  // Refunded (watched again), or who paid what cannot be read.
  refunding: ["watching", "unresolved"],
  unresolved: [],
} as const satisfies Record<DepositAccountState, readonly DepositAccountState[]>;

/** A recipient leg (the same column serves wallet legs, which never use `sent`). */
export const legStatuses = ["pending", "sent", "confirmed", "completed", "failed"] as const;
export type LegStatus = (typeof legStatuses)[number];

export const legStatus = {
  pending: "pending",
  sent: "sent",
  confirmed: "confirmed",
  completed: "completed",
  failed: "failed",
} as const satisfies Record<string, LegStatus>;

export const legTransitions = {
  pending: ["sent", "confirmed", "completed", "failed"],
  // Its payout landed or was refused; or the payout was split and this leg handed back for the next one.
  sent: ["pending", "completed", "failed"],
  confirmed: ["completed", "failed"],
  completed: [],
  failed: [],
} as const satisfies Record<LegStatus, readonly LegStatus[]>;

/** A leg that ended: paid, or refused. Neither is ever paid again. */
export const endedLegStatuses = ["completed", "failed"] as const satisfies readonly LegStatus[];

type Table<S extends string> = Record<S, readonly S[]>;

/** Whether a table allows `from` -> `to`. */
export function allows<S extends string>(table: Table<S>, from: S, to: S): boolean {
  return table[from].includes(to);
}

/** The states a table lets reach `to`: the WHERE of a guarded update to `to`. */
export function sourcesOf<S extends string>(table: Table<S>, to: S): S[] {
  return (Object.keys(table) as S[]).filter((from) => table[from].includes(to));
}
