import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@/server/ledger/deposit-history";
import { foldFlows } from "@/server/services/transactions/private/shared/deposit-sources";
import { planReturn } from "@/server/services/transactions/private/shared/plan-return";

/** A history entry of the asset alone: `delta` paid by `from`, the balance `post` after it. */
function entry(signature: string, delta: bigint, post: bigint, from: [string, bigint][] = []): HistoryEntry {
  const flow = { delta, post, from: from.map(([wallet, amount]) => ({ wallet, amount })) };
  return { signature, value: flow, lamports: { delta: 0n, post: 0n, from: [] } };
}

const value = (e: HistoryEntry) => e.value;

describe("who owns what sits in a deposit account", () => {
  it("adds each inflow to its own payers and ignores what moves nothing, however much of it", () => {
    const noise = Array.from({ length: 30 }, (_, i) => entry(`noise${i}`, 0n, 100n));
    const folded = foldFlows(
      [entry("a", 100n, 100n, [["alice", 100n]]), ...noise, entry("m", 1n, 101n, [["mallory", 1n]])],
      value,
      new Map(),
    );
    expect(folded).toEqual({
      state: "folded",
      sources: [
        { wallet: "alice", amount: 100n, order: 0 },
        { wallet: "mallory", amount: 1n, order: 1 },
      ],
    });
  });

  it("takes from each source what the service's move recorded taking, and forgets sources an emptying move took", () => {
    const history = [
      entry("a", 100n, 100n, [["alice", 100n]]),
      entry("b", 50n, 150n, [["bob", 50n]]),
      // The sweep took alice's 100; bob's 50 landed after it was signed and stays.
      entry("sweep", -100n, 50n),
      entry("c", 7n, 57n, [["carol", 7n]]),
    ];
    const folded = foldFlows(history, value, new Map([["sweep", [{ wallet: "alice", amount: 100n }]]]));
    expect(folded).toMatchObject({
      state: "folded",
      sources: [
        { wallet: "bob", amount: 50n },
        { wallet: "carol", amount: 7n },
      ],
    });
    const emptied = foldFlows([...history.slice(0, 2), entry("old-refund", -150n, 0n)], value, new Map());
    expect(emptied).toEqual({ state: "folded", sources: [] });
  });

  it("is unresolved, never a guess: an inflow nobody paid, an outflow nobody recorded, a history that does not add up", () => {
    expect(foldFlows([entry("x", 5n, 5n)], value, new Map())).toMatchObject({
      state: "unresolved",
      reason: "inflow_without_payer",
    });
    const paid = entry("a", 100n, 100n, [["alice", 100n]]);
    expect(foldFlows([paid, entry("y", -1n, 99n)], value, new Map())).toMatchObject({
      state: "unresolved",
      reason: "unrecorded_outflow",
    });
    // A history read from the middle: the first entry's balance does not start from nothing.
    expect(foldFlows([entry("z", 10n, 110n, [["bob", 10n]])], value, new Map())).toMatchObject({
      state: "unresolved",
      reason: "sources_differ_from_balance",
    });
    expect(
      foldFlows([paid, entry("s", -100n, 0n)], value, new Map([["s", [{ wallet: "mallory", amount: 100n }]]])),
    ).toMatchObject({ state: "unresolved", reason: "outflow_takes_more_than_a_source_sent" });
  });
});

describe("how a move splits a deposit account", () => {
  const sources = [
    { wallet: "bob", amount: 300n, order: 0 },
    { wallet: "alice", amount: 250n, order: 1 },
    { wallet: "mallory", amount: 1n, order: 2 },
  ];

  it("keeps the deposit from the named sender first, then the earliest, and gives each the rest of its own", () => {
    const plan = planReturn({ asset: "USDC", sources, keep: 400n, named: "alice", returnable: () => true });
    expect(plan.takings).toEqual([
      { wallet: "alice", kept: 250n, returned: 0n, dust: 0n },
      { wallet: "bob", kept: 150n, returned: 150n, dust: 0n },
      { wallet: "mallory", kept: 0n, returned: 1n, dust: 0n },
    ]);
    expect(plan.returns).toEqual([
      { to: "bob", amount: 150n, createsAccount: false },
      { to: "mallory", amount: 1n, createsAccount: false },
    ]);
    const unnamed = planReturn({ asset: "USDC", sources, keep: 400n, returnable: () => true });
    expect(unnamed.returns).toEqual([
      { to: "alice", amount: 150n, createsAccount: false },
      { to: "mallory", amount: 1n, createsAccount: false },
    ]);
  });

  it("keeps dust too small to send as the pool's, and never adds it to anyone else's return", () => {
    const plan = planReturn({ asset: "SOL", sources, keep: 0n, returnable: (_w, amount) => amount >= 100n });
    expect(plan).toMatchObject({ kept: 0n, dust: 1n, empties: true });
    expect(plan.returns).toEqual([
      { to: "bob", amount: 300n, createsAccount: false },
      { to: "alice", amount: 250n, createsAccount: false },
    ]);
  });

  it("keeps a new token account's rent's worth from a return that creates it, and only from that one", () => {
    // bob closed his token account: the pool creates it again and keeps 40 units, what its rent is worth.
    const plan = planReturn({
      asset: "USDC",
      sources,
      keep: 0n,
      returnable: (wallet, amount) => wallet !== "bob" || amount > 40n,
      accountRent: (wallet) => (wallet === "bob" ? 40n : 0n),
    });
    expect(plan.returns).toEqual([
      { to: "bob", amount: 260n, createsAccount: true },
      { to: "alice", amount: 250n, createsAccount: false },
      { to: "mallory", amount: 1n, createsAccount: false },
    ]);
    expect(plan.takings).toContainEqual({ wallet: "bob", kept: 0n, returned: 260n, dust: 40n });
    expect(plan).toMatchObject({ dust: 40n, empties: true });
  });

  it("returns the largest first when more payers than fit one move, leaving the rest for the next refund", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ wallet: `w${i}`, amount: BigInt(i + 1), order: i }));
    const plan = planReturn({ asset: "USDC", sources: many, keep: 0n, returnable: () => true });
    expect(plan.empties).toBe(false);
    expect(plan.returns.map((r) => r.to)).toEqual(["w19", "w18", "w17", "w16", "w15"]);
    expect(plan.takings.map((t) => t.wallet)).toEqual(["w15", "w16", "w17", "w18", "w19"]);
  });
});
