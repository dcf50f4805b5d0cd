import { randomInt } from "node:crypto";
import type { AssetSymbol } from "../../../../assets";
import { assetSymbols } from "../../../../assets";
import type { Db } from "../../../../db/client";
import { transferInstructions } from "../../../../ledger/build-transfer";
import { balancesOf } from "../../../../ledger/inventory";
import { poolWallets } from "../../../../ledger/pool-wallets";
import { signMove } from "../../../../ledger/sign-move";
import { loadTreasury } from "../../../../ledger/treasury";
import { lamportsPerSignature } from "../../../../pricing";
import { seriesHead } from "../../../moves/move-series";
import { type MoveState, settleMove } from "../../../moves/run-move";
import { floatTarget, wholeUnitsDown } from "./pool-floats";

/** A pool wallet returns its surplus at most once in this many idle payout rounds, on average (see returnSurplus). */
const surplusRoundOdds = 12;

/** SOL a pool wallet always keeps for the fees of its own moves (this one included). */
const feeReserve = 4n * lamportsPerSignature;

/** What a wallet holding `balance` can send back while keeping `keep` (and, for SOL, its fee reserve). */
function returnable(asset: AssetSymbol, balance: bigint, keep: bigint): bigint {
  return wholeUnitsDown(asset, balance - keep - (asset === "SOL" ? feeReserve : 0n));
}

/** Rebalances of one wallet and asset a day at most: far more than a treasury short now and then calls for. */
const maxPerDay = 200;

/** A wallet's rebalances of one asset form a series per UTC day; one still open from the day before is followed. */
function rebalanceHead(db: Db, index: number, asset: AssetSymbol, now = new Date()) {
  const day = (date: Date) => `rebalance:${asset}:${index}:${date.toISOString().slice(0, 10)}`;
  return seriesHead(db, day(now), maxPerDay, [day(new Date(now.getTime() - 86_400_000))]);
}

/**
 * Moves what pool wallet `index` holds of `asset` above `keep` (whole units) back to the treasury: a recorded move
 * (`rebalance:<asset>:<wallet>:<day>`, then `:2`, ...). A move of the series not landed yet is
 * followed to its end instead of starting another, so a retry or a second instance moves nothing twice. The amount
 * is read afresh from the wallet each time the move is signed. "nothing" when there is nothing to return.
 */
export async function returnToTreasury(
  db: Db,
  index: number,
  asset: AssetSymbol,
  keep: bigint,
): Promise<"nothing" | MoveState> {
  const wallet = poolWallets()[index]!;
  const head = await rebalanceHead(db, index, asset);
  if (!head.open) {
    if (!head.nextKey) return "nothing";
    const [balance = 0n] = await balancesOf([wallet.publicKey], asset);
    if (returnable(asset, balance, keep) <= 0n) return "nothing";
  }
  const treasuryKey = loadTreasury();
  const treasury = treasuryKey.publicKey;
  // A token move's fee is the treasury's (a pool wallet may hold no SOL); a SOL move pays its own from the wallet.
  const payer = asset === "SOL" ? wallet : treasuryKey;
  return settleMove(db, {
    key: head.open?.key ?? head.nextKey!,
    purpose: "rebalance",
    payer,
    sign: async (_attempt, limit) => {
      const [balance = 0n] = await balancesOf([wallet.publicKey], asset);
      // Floored at one whole unit: a retry after the wallet paid out meanwhile fails on chain and is signed again.
      const amount = returnable(asset, balance, keep);
      const instructions = [...transferInstructions(asset, wallet.publicKey, treasury, amount, payer.publicKey, true)];
      return {
        signed: await signMove(payer, [wallet], instructions, undefined, limit),
        details: { asset, amount: amount.toString(), from: wallet.publicKey.toBase58(), to: treasury.toBase58() },
      };
    },
  });
}

/**
 * The treasury cannot top up a pool wallet (`except`) by `needed`: the pool wallet holding the most of `asset`
 * sends back everything it holds (whole units, its fee reserve kept), so money swept into the pool can be paid out
 * again. The top-up waits for this move to land. "nothing" when no other wallet holds enough to help.
 */
export async function refillTreasury(db: Db, asset: AssetSymbol, except: number): Promise<"nothing" | MoveState> {
  const wallets = poolWallets();
  const held = await balancesOf(
    wallets.map((w) => w.publicKey),
    asset,
  );
  // A move already under way, from any wallet, is followed first: it may be all the treasury needs.
  for (const [index] of wallets.entries()) {
    if ((await rebalanceHead(db, index, asset)).open) return returnToTreasury(db, index, asset, 0n);
  }
  const richest = held
    .map((balance, index) => ({ balance, index }))
    .filter((w) => w.index !== except)
    .sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0))[0];
  if (!richest) return "nothing";
  return returnToTreasury(db, richest.index, asset, 0n);
}

/**
 * Pool wallets holding more than twice their float target send what is above the target back to the treasury. Run
 * by the payout loop between rounds with nothing in flight, at random (about one idle round in 12), so when the
 * pool gives money back says nothing about which deposit or payout made it rich. Amounts are whole units.
 */
export async function returnSurplus(db: Db, odds = surplusRoundOdds): Promise<number> {
  if (randomInt(odds) !== 0) return 0;
  const wallets = poolWallets();
  let moved = 0;
  for (const asset of assetSymbols) {
    const held = await balancesOf(
      wallets.map((w) => w.publicKey),
      asset,
    );
    for (const [index, balance] of held.entries()) {
      if (balance <= 2n * floatTarget(asset)) continue;
      if ((await returnToTreasury(db, index, asset, floatTarget(asset))) !== "nothing") moved++;
    }
  }
  return moved;
}
