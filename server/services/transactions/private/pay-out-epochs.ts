import type { PublicKey } from "@solana/web3.js";
import pMap from "p-map";
import type { AssetSymbol } from "../../../assets";
import type { Db } from "../../../db/client";
import { beginLoopRound, releaseLoop } from "../../../db/queries/background-loops";
import { recordedMoveKeys } from "../../../db/queries/ledger-moves";
import { type DueLeg, dueLegs, hasLegsComingDue, openPayouts, releaseLateLegs } from "../../../db/queries/payout-legs";
import { env } from "../../../env";
import { failpoint } from "../../../failpoint";
import { missingTokenAccounts, payoutInstructions } from "../../../ledger/build-transfer";
import { poolWallets } from "../../../ledger/pool-wallets";
import { publicKeyOf } from "../../../ledger/remembered-base58";
import { latestBlockhash, type RecentBlockhash, signMove } from "../../../ledger/sign-move";
import { getSignatureStatusesInBulk } from "../../../ledger/submit";
import { log } from "../../../log";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../../pricing";
import { advanceMove, type MoveLook, type MoveSpec, type MoveState } from "../../moves/run-move";
import { completePaidRoutings } from "./complete-paid-routings";
import { recordPayout } from "./lifecycle/leg-moves";
import { assignDueLegs, parsePayoutKey } from "./shared/assign-payouts";
import { ensureFloat } from "./shared/ensure-float";
import { failClosedAccountLegs } from "./shared/fail-closed-account-legs";
import { accountsToCreate, createdAccountsOf, paidForAccounts } from "./shared/payout-accounts";
import { payoutDelays } from "./shared/payout-delays";
import { returnSurplus } from "./shared/rebalance-pool";
import { splitFailedPayout } from "./shared/split-failed-payout";

export type EpochRound =
  | { state: "superseded" | "released" }
  | { state: "working"; assigned: number; open: number; landed: number; completed: number };

/** Legs a round assigns at most, and open payouts it works on at most. */
const maxLegsPerRound = 20_000;
const maxPayoutsPerRound = 2_000;
/** How long a round waits for its payouts to be final before the next round looks again. */
const settleWithinMs = 8_000;

/** A shared blockhash is read again past this age, well inside the ~60 s it stays valid. */
const blockhashReuseMs = 10_000;

/**
 * What the first attempts of a round's payouts share: a blockhash (read again every 10 s) and which recipients'
 * token accounts are missing, read once, 100 a call, instead of one call of each per payout. A later attempt reads
 * both afresh.
 */
type RoundReads = () => Promise<{ recent: RecentBlockhash; missing: Set<string> }>;

function roundReads(open: Map<string, DueLeg[]>): RoundReads {
  let missing: Promise<Set<string>> | undefined;
  let recent: { at: number; read: Promise<RecentBlockhash> } | undefined;
  const readMissing = async () => {
    const byAsset = new Map<AssetSymbol, PublicKey[]>();
    for (const [key, legs] of open) {
      const { asset } = parsePayoutKey(key);
      const owners = byAsset.get(asset) ?? [];
      for (const leg of legs) owners.push(publicKeyOf(leg.address));
      byAsset.set(asset, owners);
    }
    const sets = await Promise.all([...byAsset].map(([asset, owners]) => missingTokenAccounts(asset, owners)));
    return new Set(sets.flatMap((set) => [...set]));
  };
  return async () => {
    missing ??= readMissing();
    if (!recent || Date.now() - recent.at > blockhashReuseMs) {
      recent = { at: Date.now(), read: latestBlockhash() };
    }
    const [blockhash, accounts] = await Promise.all([recent.read, missing]);
    return { recent: blockhash, missing: accounts };
  };
}

function payoutSpec(db: Db, key: string, legs: DueLeg[], shared: RoundReads): MoveSpec {
  const { asset, wallet: index } = parsePayoutKey(key);
  const wallet = poolWallets()[index]!;
  const transfers = legs.map((l) => ({ to: publicKeyOf(l.address), amount: l.amount }));
  return {
    key,
    purpose: "payout",
    payer: wallet,
    // One refused leg must not hold the others: a final failure splits the payout (split-failed-payout.ts).
    onFailed: (err) => splitFailedPayout(db, { key, asset, payer: wallet, legs }, err),
    sign: async (attempt, limit) => {
      const { recent, missing } =
        attempt === 1
          ? await shared()
          : {
              recent: undefined,
              missing: await missingTokenAccounts(
                asset,
                transfers.map((t) => t.to),
              ),
            };
      // Only accounts a leg paid for: one closed since create stays closed, and its leg fails (split-failed-payout.ts).
      const creates = accountsToCreate(asset, legs, missing);
      return {
        signed: await signMove(
          wallet,
          [],
          payoutInstructions(wallet.publicKey, asset, transfers, creates),
          recent,
          limit,
        ),
        details: {
          asset,
          total: legs.reduce((sum, l) => sum + l.amount, 0n).toString(),
          from: wallet.publicKey.toBase58(),
          legs: legs.map((l) => ({ to: l.address, amount: l.amount.toString(), transactionId: l.transactionId })),
          // Each account with the leg that paid for it: the books charge its rent to that leg's transaction.
          createdTokenAccounts: createdAccountsOf(asset, legs, creates),
        },
      };
    },
  };
}

/**
 * The payouts to advance, and what their first attempts share. A payout not signed yet first loses the legs whose
 * token account is gone and was not paid for (fail-closed-account-legs.ts), read in the same look its signing uses;
 * a signed one keeps its legs, its bytes decide.
 */
async function withoutClosedAccountLegs(db: Db, assigned: Map<string, DueLeg[]>) {
  const signed = await recordedMoveKeys(db, [...assigned.keys()]);
  const open = new Map([...assigned].filter(([key]) => signed.has(key)));
  const unsigned = new Map([...assigned].filter(([key]) => !signed.has(key)));
  const shared = roundReads(unsigned);
  if (unsigned.size > 0) {
    for (const [key, legs] of await failClosedAccountLegs(db, unsigned, (await shared()).missing)) open.set(key, legs);
  }
  return { open, shared, signed };
}

/**
 * Each pool wallet holds what its payouts of one assignment pay, and the SOL for their fees and the new accounts
 * their legs paid for (no others are created).
 */
async function ensurePayoutFloats(db: Db, open: Map<string, DueLeg[]>): Promise<boolean> {
  const needs = new Map<string, { wallet: number; asset: AssetSymbol; amount: bigint }>();
  const add = (key: string, wallet: number, asset: AssetSymbol, amount: bigint) => {
    const need = needs.get(key) ?? { wallet, asset, amount: 0n };
    need.amount += amount;
    needs.set(key, need);
  };
  for (const [key, legs] of open) {
    const { asset, wallet, assignment } = parsePayoutKey(key);
    const total = legs.reduce((sum, l) => sum + l.amount, 0n);
    const lamports = lamportsPerSignature + tokenAccountRentLamports * BigInt(paidForAccounts(asset, legs).size);
    add(`float:${assignment}:${wallet}:SOL`, wallet, "SOL", lamports + (asset === "SOL" ? total : 0n));
    if (asset !== "SOL") add(`float:${assignment}:${wallet}:${asset}`, wallet, asset, total);
  }
  const states = await Promise.all(
    [...needs].map(([key, need]) =>
      ensureFloat(db, {
        key,
        wallet: poolWallets()[need.wallet]!,
        asset: need.asset,
        needed: need.amount,
      }),
    ),
  );
  return states.every((s) => s === "enough");
}

async function record(db: Db, key: string, legs: DueLeg[], state: MoveState): Promise<void> {
  // Given up: its legs were failed or handed back by the split, and belong to this payout no more.
  if (state.state === "given_up") return;
  const legIds = legs.map((l) => l.id);
  await recordPayout(db, key, legIds, { landed: state.state === "landed", signature: state.signature });
  if (state.state === "landed") failpoint("private.batch-paid");
}

/**
 * Pays the open payouts: each is signed, recorded and sent (or resumed by its recorded signature), then their
 * statuses are read in bulk until they are final or the round's wait is over. A leg is completed only when its
 * payout is final.
 */
async function payOpenPayouts(db: Db, assigned: Map<string, DueLeg[]>): Promise<number> {
  // Side by side: a float top-up waits for finality, the check of 10,000 recipients' accounts for 100 reads. A leg
  // failed by the check only lowers what the floats needed.
  const [floatsReady, { open, shared, signed }] = await Promise.all([
    ensurePayoutFloats(db, assigned),
    withoutClosedAccountLegs(db, assigned),
  ]);
  if (!floatsReady) return 0;
  const specs = [...open].map(([key, legs]) => payoutSpec(db, key, legs, shared));
  const states = new Map<string, MoveState>();
  // One payout's trouble (signing, a database hiccup, a move past its attempts) is logged and left to the next
  // round: it never stops the round, so the other payouts are still paid.
  const advance = async (spec: MoveSpec, look?: MoveLook) => {
    try {
      const state = await advanceMove(db, spec, look);
      states.set(spec.key, state);
      await record(db, spec.key, open.get(spec.key) ?? [], state);
    } catch (error) {
      log.error("a payout could not advance this round; the others go on", { key: spec.key, error });
      states.delete(spec.key);
    }
  };
  // A payout the look above found unrecorded is signed without looking again.
  await pMap(specs, (spec) => advance(spec, signed.has(spec.key) ? undefined : { unrecorded: true }), {
    concurrency: 16,
  });
  const deadline = Date.now() + settleWithinMs;
  for (;;) {
    const pending = specs.filter((s) => states.get(s.key)?.state === "pending");
    if (pending.length === 0 || Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 400));
    const seen = await getSignatureStatusesInBulk(pending.map((s) => states.get(s.key)!.signature));
    // Only what changed needs a closer look: final ones are recorded landed, failed or unseen ones may be re-signed.
    const changed = pending
      .map((spec, i) => ({ spec, status: seen[i]! }))
      .filter(({ status }) => status.status === "finalized" || status.err);
    await pMap(changed, ({ spec, status }) => advance(spec, { signature: states.get(spec.key)!.signature, status }), {
      concurrency: 16,
    });
  }
  return specs.filter((s) => states.get(s.key)?.state === "landed").length;
}

/**
 * One round of the payout loop (an epoch): transactions whose legs are all paid are completed (those of the last
 * round, or of a round cut short by a crash), late legs are released once the sweep backlog is gone, legs that fell
 * due are assigned to shared payouts, and every open payout is paid. With nothing assigned, open or coming due,
 * the generation ends unless new work kicked it meanwhile.
 */
export async function payOutRound(db: Db, generation: number, now = new Date()): Promise<EpochRound> {
  const started = await beginLoopRound(db, "payout-epochs", generation);
  if (!started) return { state: "superseded" };
  let completed = await completePaidRoutings(db);
  const { minSeconds, maxSeconds } = payoutDelays();
  await releaseLateLegs(db, now, { widthSeconds: maxSeconds - minSeconds, capSeconds: maxSeconds });
  const due = await dueLegs(db, now, maxLegsPerRound, env().PRIVATE_PAYOUT_HOLD_S);
  const assigned = due.length > 0 ? await assignDueLegs(db, due) : 0;
  const open = await openPayouts(db, maxPayoutsPerRound * 64);
  const limited = new Map([...open].slice(0, maxPayoutsPerRound));
  if (limited.size === 0) {
    // Nothing in flight: a pool wallet grown rich from deposits may give its surplus back (now and then, at random).
    await returnSurplus(db);
    const working = { state: "working", assigned, open: 0, landed: 0, completed } as const;
    if (completed > 0 || (await hasLegsComingDue(db, now))) return working;
    const released = await releaseLoop(db, "payout-epochs", generation, started.kicks);
    return released ? { state: "released" } : working;
  }
  const landed = await payOpenPayouts(db, limited);
  completed += await completePaidRoutings(db);
  return { state: "working", assigned, open: limited.size, landed, completed };
}
