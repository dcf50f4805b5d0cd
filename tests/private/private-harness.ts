import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { expect } from "vitest";
import { type AssetSymbol, assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { landedReader } from "@/server/ledger/landed-transactions";
import { checkTransactionAccounting } from "@/server/services/audits/check-accounting";
import { checkPoolAccounting } from "@/server/services/audits/check-pool";
import { serviceCosts } from "@/server/services/audits/service-costs";
import { checkWalletBooks } from "@/server/services/audits/wallet-books";
import { faucet, fundSol, sendPayment, waitForStatus } from "../devnet/harness";
import { create, getQuote, type WalletWorld } from "../wallet/wallet-harness";

/** A fresh wallet with 1 SOL for fees and `usdc` base units of USDC. */
export async function fundedWallet(world: WalletWorld, usdc = 100_000_000n): Promise<Keypair> {
  const wallet = Keypair.generate();
  await fundSol(world.connection, world.devnet, wallet.publicKey, LAMPORTS_PER_SOL);
  if (usdc > 0n) await faucet(world.devnet, wallet, "USDC", usdc);
  return wallet;
}

/** A private USDC send of `amount` from `sender` to `recipient` (a fresh one by default), created with `key`. */
export async function createPrivateSend(
  key: string,
  sender: PublicKey,
  amount = "3",
  recipient = Keypair.generate().publicKey,
) {
  const quoteId = await getQuote(key, "USDC", amount, "USDC", 100, "private");
  const created = await create(key, {
    type: "send",
    quoteId,
    mode: "private",
    sender: sender.toBase58(),
    recipients: [{ address: recipient.toBase58(), amount }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as Record<string, string>;
}

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
 * The books of these private transactions, of the pool balance and of every wallet the service holds the key of,
 * from the database and the chain: every landed move did what its record says, each completed transaction kept its
 * deposit and paid each leg once, and cost no more than it was charged; the pool holds exactly what its recorded
 * moves left it; every movement of the treasury, a pool wallet or a deposit address is a record of the service's or
 * an unsolicited inflow, and each balance is what they left it.
 */
export async function expectBooksBalance(transactionIds: string[]) {
  const db = await getDb();
  const read = landedReader();
  const findings = [];
  const accounts = [];
  for (const id of transactionIds) {
    const row = await findTransactionById(db, id);
    if (!row) throw new Error(`no transaction ${id}`);
    const result = await checkTransactionAccounting(db, row, read);
    findings.push(...result.findings);
    accounts.push(result.account);
  }
  findings.push(...(await checkPoolAccounting(db, read)).findings);
  findings.push(...(await checkWalletBooks(db, read)).findings);
  findings.push(...(await serviceCosts(db, read)).findings);
  expect(findings).toEqual([]);
  return accounts;
}
