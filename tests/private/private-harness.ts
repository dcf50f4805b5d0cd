import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { type Keypair, PublicKey } from "@solana/web3.js";
import { expect } from "vitest";
import { type AssetSymbol, assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { checkPoolAccounting, checkTransactionAccounting } from "@/server/services/private/check-accounting";
import { sendPayment, waitForStatus } from "../devnet/harness";
import type { WalletWorld } from "../wallet/wallet-harness";

/** What a wallet does with a deposit request: pays `amount` of `asset` to the address (creating its token account). */
export async function payDeposit(
  world: WalletWorld,
  payer: Keypair,
  to: string,
  asset: AssetSymbol,
  amount: string,
): Promise<string> {
  const signature = await sendPayment(world.connection, payer, to, asset, amount);
  await waitForStatus(world.connection, signature, "confirmed");
  return signature;
}

/** Token balance of a wallet in base units (0 without an account); lamports for SOL. */
export async function balanceOf(world: WalletWorld, asset: AssetSymbol, owner: PublicKey): Promise<bigint> {
  if (asset === "SOL") return BigInt(await world.connection.getBalance(owner));
  const account = getAssociatedTokenAddressSync(new PublicKey(assets[asset].mint), owner, true);
  return world.connection.getTokenAccountBalance(account).then(
    (r) => BigInt(r.value.amount),
    () => 0n,
  );
}

/**
 * The books of these private transactions and of the pool balance, from the database and the chain: every landed
 * move did what its record says, each completed transaction kept its deposit and paid each leg once, and the pool
 * holds exactly what its recorded moves left it.
 */
export async function expectBooksBalance(transactionIds: string[]) {
  const db = await getDb();
  const findings = [];
  const accounts = [];
  for (const id of transactionIds) {
    const row = await findTransactionById(db, id);
    if (!row) throw new Error(`no transaction ${id}`);
    const result = await checkTransactionAccounting(db, row);
    findings.push(...result.findings);
    accounts.push(result.account);
  }
  findings.push(...(await checkPoolAccounting(db)).findings);
  expect(findings).toEqual([]);
  return accounts;
}
