import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allows,
  type DepositAccountState,
  depositAccountStates,
  depositAccountTransitions,
  type LegStatus,
  legStatuses,
  legTransitions,
  type Stage,
  stages,
  stageTransitions,
  statusOfStage,
} from "@/server/contracts/private-lifecycle";
import { getDb } from "@/server/db/client";
import { changeDepositAccountState, insertDepositAccounts } from "@/server/db/queries/deposit-accounts";
import { updateRecipientsOf } from "@/server/db/queries/transactions";
import { depositAccounts, transactionRecipients, transactions } from "@/server/db/schema";
import { moveStage } from "@/server/services/transactions/private/lifecycle/move-stage";
import { newAccountKey } from "../support/accounts";
import { randomAddress, seedTransaction, setTransactionState } from "../support/seed";

/*
 * Each lifecycle table of contracts/private-lifecycle.ts against its guarded update on a real row: every pair the
 * table allows moves the row, every other pair (a self-move too) is refused and leaves the row as it was; and random
 * runs of attempts (fast-check) keep the row where the table says.
 */

/** One state machine: how to put a real row in a state, read it back, and attempt a move on it. */
type Machine<S extends string> = {
  states: readonly S[];
  table: Record<S, readonly S[]>;
  /** A fresh row in its first state: an id to address it by. */
  fresh: () => Promise<string>;
  put: (id: string, state: S) => Promise<void>;
  /** The whole row, to compare untouched rows with. */
  read: (id: string) => Promise<Record<string, unknown>>;
  state: (row: Record<string, unknown>) => S;
  /** The guarded update from `from` to `to`: whether it moved. */
  attempt: (id: string, from: S, to: S) => Promise<boolean>;
};

async function privateTransaction(): Promise<string> {
  const owner = await newAccountKey();
  const row = await seedTransaction(owner, { mode: "private" });
  await setTransactionState(row.id, { stage: "awaiting_deposit" });
  return row.id;
}

const stageMachine: Machine<Stage> = {
  states: stages,
  table: stageTransitions,
  fresh: privateTransaction,
  put: async (id, stage) => {
    await setTransactionState(id, { stage, status: statusOfStage(stage) });
  },
  read: async (id) => {
    const [row] = await (await getDb()).select().from(transactions).where(eq(transactions.id, id));
    return row!;
  },
  state: (row) => row.stage as Stage,
  attempt: async (id, from, to) => (await moveStage(await getDb(), id, [from], to)) !== undefined,
};

const depositAccountMachine: Machine<DepositAccountState> = {
  states: depositAccountStates,
  table: depositAccountTransitions,
  fresh: async () => {
    const address = randomAddress();
    await insertDepositAccounts(await getDb(), [
      {
        address,
        transactionId: await privateTransaction(),
        asset: "USDC",
        expected: true,
        state: "watching",
        watchUntil: new Date(Date.now() + 3_600_000),
      },
    ]);
    return address;
  },
  put: async (address, state) => {
    await (await getDb()).update(depositAccounts).set({ state }).where(eq(depositAccounts.address, address));
  },
  read: async (address) => {
    const [row] = await (await getDb()).select().from(depositAccounts).where(eq(depositAccounts.address, address));
    return row!;
  },
  state: (row) => row.state as DepositAccountState,
  attempt: async (address, from, to) =>
    (await changeDepositAccountState(await getDb(), address, from, to)) !== undefined,
};

/** A leg is addressed by its transaction (seeded with one recipient). */
const legMachine: Machine<LegStatus> = {
  states: legStatuses,
  table: legTransitions,
  fresh: privateTransaction,
  put: async (id, status) => {
    await (await getDb())
      .update(transactionRecipients)
      .set({ status })
      .where(eq(transactionRecipients.transactionId, id));
  },
  read: async (id) => {
    const [row] = await (await getDb())
      .select()
      .from(transactionRecipients)
      .where(eq(transactionRecipients.transactionId, id));
    return row!;
  },
  state: (row) => row.status as LegStatus,
  attempt: async (id, from, to) => {
    const before = await legMachine.read(id);
    if (legMachine.state(before) !== from) return false;
    await updateRecipientsOf(await getDb(), id, { status: to });
    return legMachine.state(await legMachine.read(id)) !== from;
  },
};

async function everyPair<S extends string>(machine: Machine<S>) {
  const id = await machine.fresh();
  let allowed = 0;
  for (const from of machine.states) {
    for (const to of machine.states) {
      await machine.put(id, from);
      const before = await machine.read(id);
      const moved = await machine.attempt(id, from, to);
      const after = await machine.read(id);
      if (allows(machine.table, from, to)) {
        allowed++;
        expect(moved, `${from} -> ${to} is in the table`).toBe(true);
        expect(machine.state(after)).toBe(to);
      } else {
        expect(moved, `${from} -> ${to} is not in the table`).toBe(false);
        expect(after, `${from} -> ${to} left the row untouched`).toEqual(before);
      }
    }
  }
  // The table is not empty, so a guard that refused everything would fail above.
  expect(allowed).toBeGreaterThan(0);
}

/** Random runs of attempts, each a (from, to) pair, on one real row: it is always where the table says. */
async function randomRuns<S extends string>(machine: Machine<S>) {
  const id = await machine.fresh();
  const state = fc.constantFrom(...machine.states);
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(state, state), { minLength: 1, maxLength: 12 }), async (attempts) => {
      await machine.put(id, machine.states[0]!);
      let expected = machine.states[0]!;
      for (const [from, to] of attempts) {
        const moved = await machine.attempt(id, from, to);
        const should = from === expected && allows(machine.table, from, to);
        expect(moved).toBe(should);
        if (should) expected = to;
        expect(machine.state(await machine.read(id))).toBe(expected);
      }
    }),
    { numRuns: 25, seed: Number(process.env.LIFECYCLE_SEED ?? 32) },
  );
}

describe("the lifecycle tables hold on real rows", () => {
  it("a private transaction's stage moves only as its table allows", async () => {
    await everyPair(stageMachine);
  });

  it("a stage moved along the table keeps its status in step", async () => {
    const id = await privateTransaction();
    const db = await getDb();
    for (const [from, to] of [
      ["awaiting_deposit", "deposit_detected"],
      ["deposit_detected", "routing"],
      ["routing", "paying_out"],
      ["paying_out", "completed"],
    ] as const) {
      const row = await moveStage(db, id, [from], to);
      expect(row).toMatchObject({ stage: to, status: statusOfStage(to) });
    }
    expect((await stageMachine.read(id)).completedAt).not.toBeNull();
  });

  it("a payment held for approval is pending, leaves only to a deposit, the balance's routing or a cancel", async () => {
    const db = await getDb();
    expect(stageTransitions.awaiting_approval).toEqual(["awaiting_deposit", "routing", "cancelled"]);
    expect(stages.filter((s) => allows(stageTransitions, s, "awaiting_approval"))).toEqual([]);
    for (const to of stageTransitions.awaiting_approval) {
      const id = await privateTransaction();
      await stageMachine.put(id, "awaiting_approval");
      expect(await stageMachine.read(id)).toMatchObject({ stage: "awaiting_approval", status: "pending" });
      const row = await moveStage(db, id, ["awaiting_approval"], to);
      expect(row).toMatchObject({ stage: to, status: to === "cancelled" ? "cancelled" : "processing" });
    }
  });

  it("a deposit account's state moves only as its table allows", async () => {
    await everyPair(depositAccountMachine);
  });

  it("a leg's status moves only as its table allows", async () => {
    await everyPair(legMachine);
  });

  it("random runs of attempts keep each row where its table says", async () => {
    await randomRuns(stageMachine);
    await randomRuns(depositAccountMachine);
    await randomRuns(legMachine);
  }, 120_000);
});
