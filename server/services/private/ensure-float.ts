import { randomInt } from "node:crypto";
import { ComputeBudgetProgram, type Keypair } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../assets";
import type { Db } from "../../db/client";
import { findMove } from "../../db/queries/ledger-moves";
import { transferInstructions } from "../../ledger/build-transfer";
import { balancesOf } from "../../ledger/inventory";
import { signMove } from "../../ledger/sign-move";
import { loadTreasury } from "../../ledger/treasury";
import { pow10 } from "../../money";
import { type MoveState, settleMove } from "./run-move";

/**
 * Top-ups come in round amounts (whole units, at least ten): an odd amount moving from the treasury right before
 * a payout of the same amount would point at the payout.
 */
function roundTopUp(asset: AssetSymbol, short: bigint): bigint {
  const unit = pow10(assets[asset].decimals);
  const wholeUnits = (short + unit - 1n) / unit;
  return (wholeUnits < 10n ? 10n : wholeUnits) * unit;
}

/**
 * Makes sure a pool wallet holds at least `needed` of `asset` before it pays: if it does not, the treasury tops
 * it up (a recorded move, `key`, exactly once). Returns "enough", or the top-up's state until it lands.
 */
export async function ensureFloat(
  db: Db,
  input: { key: string; transactionId?: string; wallet: Keypair; asset: AssetSymbol; needed: bigint },
): Promise<"enough" | MoveState> {
  const recorded = await findMove(db, input.key);
  if (!recorded) {
    const [balance = 0n] = await balancesOf([input.wallet.publicKey], input.asset);
    if (balance >= input.needed) return "enough";
  }
  const treasury = loadTreasury();
  const state = await settleMove(db, {
    key: input.key,
    transactionId: input.transactionId,
    purpose: "float",
    payer: treasury,
    sign: async () => {
      const [balance = 0n] = await balancesOf([input.wallet.publicKey], input.asset);
      const amount = roundTopUp(input.asset, input.needed > balance ? input.needed - balance : 1n);
      const instructions = [
        // Two transactions topping up one pool wallet by the same round amount under one blockhash would sign the
        // same bytes, so the same signature: the ledger runs it once, and both records would claim it. A compute
        // limit of its own (it costs nothing) makes each top-up a transaction of its own.
        ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 + randomInt(100_000) }),
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
        signed: await signMove(treasury, [], instructions),
        details: { asset: input.asset, amount: amount.toString(), to: input.wallet.publicKey.toBase58() },
      };
    },
  });
  return state.state === "landed" ? "enough" : state;
}
