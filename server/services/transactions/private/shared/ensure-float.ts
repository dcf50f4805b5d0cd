import type { Keypair } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../../../assets";
import type { Db } from "../../../../db/client";
import { transferInstructions } from "../../../../ledger/build-transfer";
import { balancesOf } from "../../../../ledger/inventory";
import { poolWallets } from "../../../../ledger/pool-wallets";
import { signMove } from "../../../../ledger/sign-move";
import { loadTreasury } from "../../../../ledger/treasury";
import { pow10 } from "../../../../money";
import { lamportsPerSignature } from "../../../../pricing";
import { seriesHead } from "../../../moves/move-series";
import { type MoveState, settleMove } from "../../../moves/run-move";
import { refillTreasury } from "./rebalance-pool";

/** Top-ups of one need at most: a wallet drained this often while one payout waits needs an operator. */
const maxTopUps = 20;

/**
 * Top-ups come in round amounts (whole units, at least ten): an odd amount moving from the treasury right before
 * a payout of the same amount would point at the payout.
 */
function roundTopUp(asset: AssetSymbol, short: bigint): bigint {
  const unit = pow10(assets[asset].decimals);
  const wholeUnits = (short + unit - 1n) / unit;
  return (wholeUnits < 10n ? 10n : wholeUnits) * unit;
}

/** The treasury holds the top-up of `amount` (and, for SOL, its fee). */
async function treasuryCovers(asset: AssetSymbol, amount: bigint): Promise<boolean> {
  const [held = 0n] = await balancesOf([loadTreasury().publicKey], asset);
  return held >= amount + (asset === "SOL" ? lamportsPerSignature : 0n);
}

/**
 * Makes sure a pool wallet holds at least `needed` of `asset` before it pays, deciding on its live balance every
 * time: a top-up recorded earlier under this need does not make the wallet hold it now (another payout may have
 * drained it since). When short, the treasury tops it up, a recorded move keyed `key`, then `key:2`, ... (one at a
 * time: a top-up not landed yet is followed to its end, never doubled). When the treasury itself is short, a pool
 * wallet sends its money back first (rebalance-pool.ts) and the top-up waits for it. Returns "enough", or the state
 * of the move under way.
 */
export async function ensureFloat(
  db: Db,
  input: { key: string; transactionId?: string; wallet: Keypair; asset: AssetSymbol; needed: bigint },
): Promise<"enough" | MoveState> {
  const head = await seriesHead(db, input.key, maxTopUps);
  if (!head.open) {
    const [balance = 0n] = await balancesOf([input.wallet.publicKey], input.asset);
    if (balance >= input.needed) return "enough";
    if (!head.nextKey) {
      throw new Error(
        `pool wallet ${input.wallet.publicKey.toBase58()} was topped up ${head.made} times for ${input.key}`,
      );
    }
    if (!(await treasuryCovers(input.asset, roundTopUp(input.asset, input.needed - balance)))) {
      const index = poolWallets().findIndex((w) => w.publicKey.equals(input.wallet.publicKey));
      const refill = await refillTreasury(db, input.asset, index);
      if (refill === "nothing") throw new Error(`the treasury and the pool cannot top up ${input.key}`);
      return refill.state === "landed" ? { ...refill, state: "pending" } : refill;
    }
  }
  const treasury = loadTreasury();
  const state = await settleMove(db, {
    key: head.open?.key ?? head.nextKey!,
    transactionId: input.transactionId,
    purpose: "float",
    payer: treasury,
    sign: async (_attempt, limit) => {
      const [balance = 0n] = await balancesOf([input.wallet.publicKey], input.asset);
      const amount = roundTopUp(input.asset, input.needed > balance ? input.needed - balance : 1n);
      const instructions = [
        ...transferInstructions(
          input.asset,
          treasury.publicKey,
          input.wallet.publicKey,
          amount,
          treasury.publicKey,
          true,
        ),
      ];
      return {
        signed: await signMove(treasury, [], instructions, undefined, limit),
        details: { asset: input.asset, amount: amount.toString(), to: input.wallet.publicKey.toBase58() },
      };
    },
  });
  return state.state === "landed" ? "enough" : state;
}
