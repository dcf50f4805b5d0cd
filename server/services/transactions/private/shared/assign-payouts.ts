import { randomBytes, randomInt } from "node:crypto";
import { PublicKey } from "@solana/web3.js";
import type { AssetSymbol } from "../../../../assets";
import type { Db } from "../../../../db/client";
import { assignPayouts, type DueLeg } from "../../../../db/queries/payout-legs";
import { packTransfers } from "../../../../ledger/build-transfer";
import { poolWallets } from "../../../../ledger/pool-wallets";
import { paidForAccounts } from "./payout-accounts";

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A payout's key names what paying it needs: `payout:<asset>:<pool wallet index>:<assignment>:<number>`. */
function payoutKey(asset: AssetSymbol, wallet: number, assignment: string, n: number): string {
  return `payout:${asset}:${wallet}:${assignment}:${n}`;
}

/** What a payout key names (payoutKey): its asset, pool wallet index and assignment. */
export function parsePayoutKey(key: string) {
  const [, asset, wallet, assignment] = key.split(":");
  return { asset: asset as AssetSymbol, wallet: Number(wallet), assignment: assignment! };
}

/** A pool wallet drawn at random among those that are not `intake` (which received the leg's deposit). */
function otherWallet(wallets: { publicKey: PublicKey }[], intake: string | null): number {
  const allowed = wallets.map((_, i) => i).filter((i) => wallets[i]!.publicKey.toBase58() !== intake);
  return allowed[randomInt(allowed.length)]!;
}

/**
 * Assigns due legs to payouts: by asset, from a pool wallet that received none of their deposits (one wallet for
 * the whole asset where one exists, so legs of different transactions share ledger transactions), in random order,
 * packed as tight as fits. The assignment is written before anything is signed: a leg has one payout, ever.
 */
export async function assignDueLegs(db: Db, due: DueLeg[]): Promise<number> {
  const wallets = poolWallets();
  const assignment = randomBytes(6).toString("hex");
  const batches: { key: string; legs: DueLeg[] }[] = [];
  const byAsset = new Map<AssetSymbol, DueLeg[]>();
  for (const leg of due) {
    const same = byAsset.get(leg.asset);
    if (same) same.push(leg);
    else byAsset.set(leg.asset, [leg]);
  }
  for (const [asset, legs] of byAsset) {
    const intakes = new Set(legs.map((l) => l.intake));
    const shared = wallets.map((_, i) => i).filter((i) => !intakes.has(wallets[i]!.publicKey.toBase58()));
    // One wallet for the whole asset where one exists (drawn at random), else one per leg that is not its intake.
    const sharedWallet = shared.length > 0 ? shared[randomInt(shared.length)]! : undefined;
    const byWallet = new Map<number, DueLeg[]>();
    for (const leg of legs) {
      const wallet = sharedWallet ?? otherWallet(wallets, leg.intake);
      const same = byWallet.get(wallet);
      // Pushed, not spread into a new array: 20,000 legs of one wallet would copy 200 million entries.
      if (same) same.push(leg);
      else byWallet.set(wallet, [leg]);
    }
    for (const [wallet, walletLegs] of byWallet) {
      const order = shuffled(walletLegs);
      const transfers = order.map((l) => ({ to: new PublicKey(l.address), amount: l.amount }));
      // Packed as if every account paid for were created (at most those are: payout-accounts.ts), so a payout
      // fits its transaction whatever the recipients open or close before it is signed.
      let next = 0;
      packTransfers(asset, transfers, paidForAccounts(asset, order)).forEach((batch, n) => {
        batches.push({ key: payoutKey(asset, wallet, assignment, n), legs: order.slice(next, next + batch.length) });
        next += batch.length;
      });
    }
  }
  await db.transaction(async (tx) =>
    assignPayouts(
      tx,
      batches.map((b) => ({ key: b.key, legIds: b.legs.map((l) => l.id) })),
    ),
  );
  return due.length;
}
