import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from "@solana/web3.js";
import { inArray } from "drizzle-orm";
import { afterEach, expect } from "vitest";
import { type AssetSymbol, assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { transactionRecipients } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { landedReader } from "@/server/ledger/landed-transactions";
import { checkTransactionAccounting } from "@/server/services/accounting/check-accounting";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { serviceCosts } from "@/server/services/accounting/service-costs";
import { checkWalletBooks } from "@/server/services/accounting/wallet-books";
import { faucet, fundSol, sendPayment, waitForStatus } from "../devnet/harness";
import { eventually } from "../support/webhook-receiver";
import { create, getQuote, type WalletWorld } from "../wallet/wallet-harness";

/** A fresh wallet with 1 SOL for fees and `usdc` base units of USDC. */
export async function fundedWallet(world: WalletWorld, usdc = 100_000_000n): Promise<Keypair> {
  const wallet = Keypair.generate();
  await fundSol(world.connection, world.devnet, wallet.publicKey, LAMPORTS_PER_SOL);
  if (usdc > 0n) await faucet(world.devnet, wallet, "USDC", usdc);
  return wallet;
}

/** Asks for a private USDC payment of `type` from `sender` to `recipients` with `key`: the answer, whatever it is. */
function askPrivate(
  key: string,
  type: "send" | "payroll",
  sender: PublicKey,
  recipients: { address: string; amount: string }[],
  total: string,
) {
  return getQuote(key, "USDC", total, "USDC", 100, "private").then((quoteId) =>
    create(key, { type, quoteId, mode: "private", sender: sender.toBase58(), recipients }),
  );
}

/** A private USDC payment of `type` from `sender` to `recipients`, under a quote for their `total`. */
async function createPrivate(
  key: string,
  type: "send" | "payroll",
  sender: PublicKey,
  recipients: { address: string; amount: string }[],
  total: string,
) {
  const created = await askPrivate(key, type, sender, recipients, total);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Asks for a private USDC send of `amount` from `sender` to `recipient` with `key`: the answer, whatever it is. */
export function askPrivateSend(key: string, sender: PublicKey, amount = "3", recipient = Keypair.generate().publicKey) {
  return askPrivate(key, "send", sender, [{ address: recipient.toBase58(), amount }], amount);
}

/** A private USDC send of `amount` from `sender` to `recipient` (a fresh one by default), created with `key`. */
export async function createPrivateSend(
  key: string,
  sender: PublicKey,
  amount = "3",
  recipient = Keypair.generate().publicKey,
) {
  const recipients = [{ address: recipient.toBase58(), amount }];
  return (await createPrivate(key, "send", sender, recipients, amount)) as Record<string, string>;
}

/** A private USDC payroll from `sender` to `recipients`, under a quote for their `total`. */
export function createPrivatePayroll(
  key: string,
  sender: PublicKey,
  recipients: { address: string; amount: string }[],
  total: string,
) {
  return createPrivate(key, "payroll", sender, recipients, total);
}

/**
 * Legs fall due `minSeconds` to `maxSeconds` after their deposit, for the rest of the test file's current test
 * (each test starts with none, as the worker's environment says).
 */
export function setPayoutDelays(minSeconds: number, maxSeconds: number) {
  process.env.PRIVATE_DELAY_MIN_S = String(minSeconds);
  process.env.PRIVATE_DELAY_MAX_S = String(maxSeconds);
  resetEnv();
}

/** Call once in a test file that sets payout delays: each test starts again without them. */
export function resetPayoutDelaysAfterEach() {
  afterEach(() => setPayoutDelays(0, 0));
}

/** Once these private transactions all pay out, makes their legs due together: they leave in one payout. */
export async function dueTogether(transactionIds: string[]) {
  const db = await getDb();
  const stageOf = async (id: string) => (await findTransactionById(db, id))?.stage;
  await eventually(
    async () => (await Promise.all(transactionIds.map(stageOf))).every((s) => s === "paying_out"),
    30_000,
  );
  await db
    .update(transactionRecipients)
    .set({ dueAt: new Date(Date.now() + 300) })
    .where(inArray(transactionRecipients.transactionId, transactionIds));
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
