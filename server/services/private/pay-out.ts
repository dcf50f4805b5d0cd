import { PublicKey } from "@solana/web3.js";
import type { Db } from "../../db/client";
import { assignBatches, listRecipients, updateLegsOfBatch } from "../../db/queries/transactions";
import { failpoint } from "../../failpoint";
import { missingTokenAccounts, packTransfers, payoutInstructions } from "../../ledger/build-transfer";
import { poolWallet } from "../../ledger/pool-wallets";
import { signMove } from "../../ledger/sign-move";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../pricing";
import { ensureFloat } from "./ensure-float";
import type { RoutePlan } from "./plan-route";
import { requirePrivateTransaction } from "./private-transaction";
import { type MoveState, settleMove } from "./run-move";

function payoutWalletOf(plan: RoutePlan) {
  const wallet = poolWallet(plan.payout);
  if (!wallet) throw new Error(`payout wallet ${plan.payout} is not in the pool`);
  return wallet;
}

/**
 * Splits the recipients into as few payout transactions as fit (in their order) and numbers each leg's batch,
 * once: legs already numbered keep their batch. Returns how many batches there are.
 */
export async function planPayout(db: Db, transactionId: string, plan: RoutePlan): Promise<number> {
  const row = await requirePrivateTransaction(db, transactionId);
  const legs = await listRecipients(db, transactionId);
  const unplanned = legs.filter((l) => l.batch === null);
  const planned = Math.max(0, ...legs.map((l) => l.batch ?? 0));
  if (unplanned.length === 0) return planned;
  const transfers = unplanned.map((l) => ({ to: new PublicKey(l.address), amount: l.amount }));
  const missing = await missingTokenAccounts(
    row.outputAsset,
    transfers.map((t) => t.to),
  );
  const batches = packTransfers(payoutWalletOf(plan).publicKey, row.outputAsset, transfers, missing);
  let next = 0;
  await db.transaction(async (tx) => {
    await assignBatches(
      tx,
      batches.flatMap((batch, b) => batch.map(() => ({ id: unplanned[next++]!.id, batch: planned + b + 1 }))),
    );
  });
  return planned + batches.length;
}

/**
 * Pays one batch of legs from the plan's payout wallet, exactly once: the wallet is topped up first if it holds
 * too little (of the asset, and SOL for the fee and new token accounts); the legs carry the batch's signature and
 * are completed when it lands.
 */
export async function payBatch(
  db: Db,
  transactionId: string,
  batch: number,
  plan: RoutePlan,
): Promise<"enough" | MoveState> {
  const row = await requirePrivateTransaction(db, transactionId);
  const wallet = payoutWalletOf(plan);
  const asset = row.outputAsset;
  const legs = (await listRecipients(db, transactionId)).filter((l) => l.batch === batch);
  const total = legs.reduce((sum, l) => sum + l.amount, 0n);
  const transfers = legs.map((l) => ({ to: new PublicKey(l.address), amount: l.amount }));
  const solNeeded =
    lamportsPerSignature + tokenAccountRentLamports * BigInt(legs.length) + (asset === "SOL" ? total : 0n);
  const floats = [
    { suffix: "sol", asset: "SOL" as const, needed: solNeeded },
    ...(asset === "SOL" ? [] : [{ suffix: "asset", asset, needed: total }]),
  ];
  for (const float of floats) {
    const state = await ensureFloat(db, {
      key: `${transactionId}:payout-float:${batch}:${float.suffix}`,
      transactionId,
      wallet,
      asset: float.asset,
      needed: float.needed,
    });
    if (state !== "enough") return state;
  }
  const state = await settleMove(db, {
    key: `${transactionId}:payout:${batch}`,
    transactionId,
    purpose: "payout",
    payer: wallet,
    sign: async () => {
      const missing = await missingTokenAccounts(
        asset,
        transfers.map((t) => t.to),
      );
      return {
        signed: await signMove(wallet, [], payoutInstructions(wallet.publicKey, asset, transfers, missing)),
        details: {
          asset,
          total: total.toString(),
          from: wallet.publicKey.toBase58(),
          legs: legs.map((l) => ({ to: l.address, amount: l.amount.toString() })),
          createdTokenAccounts: missing.size,
        },
      };
    },
  });
  await updateLegsOfBatch(db, transactionId, batch, {
    status: state.state === "landed" ? "completed" : "sent",
    signature: state.signature,
  });
  if (state.state === "landed") failpoint("private.batch-paid");
  return state;
}
