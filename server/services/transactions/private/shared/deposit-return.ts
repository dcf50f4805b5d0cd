import { PublicKey, type TransactionInstruction } from "@solana/web3.js";
import type { AssetSymbol } from "../../../../assets";
import type { DbOrTx } from "../../../../db/client";
import type { DepositAccountRow } from "../../../../db/queries/deposit-accounts";
import { fetchAccounts } from "../../../../ledger/accounts";
import { destinationAccount } from "../../../../ledger/build-transfer";
import { emptyDepositInstructions } from "../../../../ledger/deposit-moves";
import {
  conversionPrices,
  convertUnits,
  lamportCostSymbols,
  tokenAccountRentLamports,
  walletRentLamports,
} from "../../../../pricing";
import { depositSources } from "./deposit-sources";
import { maxReturnsPerMove, planReturn, type ReturnPlan } from "./plan-return";

export type PreparedReturn =
  | { state: "resolved"; balance: bigint; plan: ReturnPlan; rent?: { wallet: string; lamports: bigint } }
  | { state: "unresolved"; reason: string; details: Record<string, unknown> }
  /** The history does not yet show what is to be kept (its records lag the balance the watcher saw): look again. */
  | { state: "behind"; balance: bigint; keep: bigint };

/**
 * Whether a remainder is worth sending back, or dust the pool keeps, and what a return keeps for the token account
 * it creates. SOL: at least a wallet's rent-exempt minimum, so the transfer can never fail (a smaller one to an
 * emptied wallet would, and take the others in its move down with it); it creates nothing the pool pays for. Tokens:
 * always when the wallet's token account exists; else the pool would create it, so only a remainder worth more than
 * the account's rent goes back, less that rent's worth: a payer who closes its account after paying does not get a
 * new one from the pool for free (docs/threat-model.md, Refund).
 */
async function returnTermsFor(
  asset: AssetSymbol,
  wallets: string[],
): Promise<Pick<Parameters<typeof planReturn>[0], "returnable" | "accountRent">> {
  if (asset === "SOL") return { returnable: (_wallet, amount) => amount >= walletRentLamports };
  const accounts = await fetchAccounts(wallets.map((w) => destinationAccount(asset, new PublicKey(w))));
  const existing = new Set(wallets.filter((_, i) => accounts[i]));
  // Read only when some payer has no account: a return into existing ones needs no price (and waits for none).
  const rentWorth = wallets.every((w) => existing.has(w))
    ? 0n
    : convertUnits(tokenAccountRentLamports, "SOL", asset, await conversionPrices(lamportCostSymbols(asset)), "up");
  return {
    returnable: (wallet, amount) => existing.has(wallet) || amount > rentWorth,
    accountRent: (wallet) => (existing.has(wallet) ? 0n : rentWorth),
  };
}

/**
 * Reads who paid what into a deposit account and plans its move: `keep` to the pool (a sweep's deposit; 0 for a
 * refund), taken from `named` first, and the rest back to each payer.
 */
export async function prepareReturn(
  db: DbOrTx,
  input: { account: DepositAccountRow; ephemeral: PublicKey; keep: bigint; named?: string },
): Promise<PreparedReturn> {
  const { account } = input;
  const found = await depositSources(db, account, input.ephemeral);
  if (found.state === "unresolved") return found;
  if (found.balance < input.keep) return { state: "behind", balance: found.balance, keep: input.keep };
  const asset = account.asset as AssetSymbol;
  const terms = await returnTermsFor(
    asset,
    found.sources.map((s) => s.wallet),
  );
  const plan = planReturn({ asset, sources: found.sources, keep: input.keep, named: input.named, ...terms });
  return { state: "resolved", balance: found.balance, plan, rent: found.rent };
}

/**
 * SOL the paying pool wallet needs for a move: its fee, and for tokens every account it may create (one per return
 * and its own). The worst case, so one figure holds from the first look to the last attempt.
 */
export function floatFor(asset: AssetSymbol): bigint {
  if (asset === "SOL") return 100_000n;
  return BigInt(maxReturnsPerMove[asset] + 1) * tokenAccountRentLamports + 100_000n;
}

/**
 * The move's instructions and its record: every part (to, amount) the chain pays, what it took from each source,
 * and where the emptied token account's rent went. `pool` receives what is kept and the dust. Only token accounts
 * paid for are created: a return's whose rent it kept, and the pool wallet's own (once per wallet and asset, ever).
 */
export function returnMove(input: {
  account: DepositAccountRow;
  ephemeral: PublicKey;
  payer: PublicKey;
  pool: PublicKey;
  plan: ReturnPlan;
  rent?: { wallet: string; lamports: bigint };
  /** false: the sources are unknown, the move takes just what it keeps (a sweep of an unresolved account). */
  recordSources?: boolean;
}): { instructions: TransactionInstruction[]; details: Record<string, unknown> } {
  const { plan, account } = input;
  const asset = account.asset as AssetSymbol;
  const intoPool = plan.kept + plan.dust;
  const parts = [
    ...plan.returns.map((r) => ({ to: r.to, amount: r.amount, createsAccount: r.createsAccount })),
    ...(intoPool > 0n ? [{ to: input.pool.toBase58(), amount: intoPool, createsAccount: true }] : []),
  ];
  // Only an account emptied by this move is closed; it goes back to whoever paid its rent.
  const rent = asset !== "SOL" && plan.empties && input.rent ? input.rent : undefined;
  const instructions = emptyDepositInstructions({
    asset,
    ephemeral: input.ephemeral,
    parts: parts.map((p) => ({ to: new PublicKey(p.to), amount: p.amount, createAccount: p.createsAccount })),
    payer: input.payer,
    rentTo: rent ? new PublicKey(rent.wallet) : undefined,
  });
  const taken = plan.takings.reduce((sum, t) => sum + t.kept + t.returned + t.dust, 0n);
  // The rent's worth kept from each return that creates its payer's token account (in the dust) pays for that
  // account: the books charge it, in the lamports it was converted from (returnTermsFor; services/books/move-costs.ts).
  const accountsCreated = BigInt(plan.returns.filter((r) => r.createsAccount).length);
  return {
    instructions,
    details: {
      asset,
      from: account.address,
      parts: parts.map((p) => ({ to: p.to, amount: p.amount.toString() })),
      sources:
        input.recordSources === false
          ? null
          : plan.takings.map((t) => ({
              wallet: t.wallet,
              taken: (t.kept + t.returned + t.dust).toString(),
              kept: t.kept.toString(),
              returned: t.returned.toString(),
              dust: t.dust.toString(),
            })),
      received: (input.recordSources === false ? plan.kept : taken).toString(),
      kept: plan.kept.toString(),
      refunded: plan.returns.reduce((sum, r) => sum + r.amount, 0n).toString(),
      dust: plan.dust.toString(),
      payerAccountsRent: (tokenAccountRentLamports * accountsCreated).toString(),
      to: input.pool.toBase58(),
      rent: rent ? { to: rent.wallet, lamports: rent.lamports.toString() } : null,
    },
  };
}
