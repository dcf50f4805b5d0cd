import {
  ACCOUNT_SIZE,
  createCloseAccountInstruction,
  createInitializeAccount3Instruction,
  createTransferCheckedInstruction,
  TOKEN_PROGRAM_ID,
} from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from "@solana/web3.js";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { landedReader } from "@/server/ledger/landed-transactions";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { formatAmount, parseAmount } from "@/server/money";
import { tokenAccountRentLamports } from "@/server/pricing";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { checkWalletBooks } from "@/server/services/accounting/wallet-books";
import { faucet, fundSol } from "../devnet/harness";
import {
  balanceOf,
  createPrivatePayroll,
  createPrivateSend,
  dueTogether,
  expectBooksBalance,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { lossCounted } from "../support/loss-metric";
import { closeUsdcAccount, openUsdcAccount, sendSigned, usdcAccount } from "../support/token-accounts";
import { settledStatus, type WalletWorld, walletSuite } from "../wallet/wallet-harness";

/**
 * What honest and hostile use cost the service is charged to what caused it, and the books say no more: rent one
 * payment paid for is not booked to another paying the same recipient; the account an excess creates for its payer
 * is paid by the rent's worth kept from it; a stranger's token account for a pool wallet is not the pool's. Each
 * case was booked as a loss (and counted by the loss metric) or failed the pool check for good before.
 */
const suite = walletSuite();
const rent = tokenAccountRentLamports;
const USDC = new PublicKey(assets.USDC.mint);

resetPayoutDelaysAfterEach();

function units(text: string): bigint {
  const parsed = parseAmount(text, 6);
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.units;
}

/** A wallet with SOL for its fees and an empty USDC account of its own. */
async function walletWithAccount(world: WalletWorld): Promise<Keypair> {
  const wallet = Keypair.generate();
  await fundSol(world.connection, world.devnet, wallet.publicKey, LAMPORTS_PER_SOL / 100);
  await openUsdcAccount(world.connection, wallet);
  return wallet;
}

/** A private send whose payer pays `excess` more than the deposit with `pay`, while no round looks; completed. */
async function overpaidSend(pay: (payer: Keypair, to: string, amount: bigint) => Promise<unknown>) {
  const { world } = suite;
  const payer = await fundedWallet(world, 0n);
  const created = await createPrivateSend(suite.owner.key, payer.publicKey, "3");
  const excess = 2_000_000n;
  const paid = units(created.depositAmount!) + excess;
  await faucet(world.devnet, payer, "USDC", paid);
  await world.executor.stop();
  try {
    await pay(payer, created.ephemeralAddress!, paid);
  } finally {
    world.executor.start();
  }
  const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 90_000);
  expect(done.status, JSON.stringify(done.failure)).toBe("completed");
  const [sweep] = await (await getDb())
    .select()
    .from(ledgerMoves)
    .where(eq(ledgerMoves.key, `${created.transactionId}:sweep`));
  return { payer, transactionId: created.transactionId!, sweep: sweep!, excess };
}

describe("adversary: the books charge each cost to what caused it, and name no loss that is not one", () => {
  it("books the rent of an account one payment paid for to it, not to another paying the same recipient first", async () => {
    setPayoutDelays(60, 60);
    const { world } = suite;
    const key = suite.owner.key;
    const before = await lossCounted("uncharged");
    const recipient = await walletWithAccount(world);
    const other = await walletWithAccount(world);
    // The send is created while the recipient's account exists: its deposit pays no rent, its leg is first.
    const sendPayer = await fundedWallet(world);
    const send = await createPrivateSend(key, sendPayer.publicKey, "1", recipient.publicKey);
    expect(send.depositFee as unknown).toMatchObject({ recipientsNeedingAta: 0 });
    await closeUsdcAccount(world.connection, recipient);
    // The payroll's second leg pays the recipient's missing account's rent.
    const payrollPayer = await fundedWallet(world);
    const payroll = await createPrivatePayroll(
      key,
      payrollPayer.publicKey,
      [
        { address: other.publicKey.toBase58(), amount: "1" },
        { address: recipient.publicKey.toBase58(), amount: "1" },
      ],
      "2",
    );
    expect(payroll.depositFee).toMatchObject({ recipientsNeedingAta: 1 });
    await Promise.all([
      payDeposit(world, payrollPayer, payroll.ephemeralAddress, "USDC", payroll.depositAmount),
      payDeposit(world, sendPayer, send.ephemeralAddress!, "USDC", send.depositAmount!),
    ]);
    const ids = [payroll.transactionId as string, send.transactionId!];
    await dueTogether(ids);
    for (const id of ids) {
      expect((await settledStatus(key, id, ["completed", "failed"], 90_000)).status).toBe("completed");
    }
    expect(await balanceOf(world, "USDC", recipient.publicKey)).toBe(2_000_000n);
    await expectBooksBalance(ids);
    expect((await lossCounted("uncharged")) - before).toBe(0);
    // One payout paid both, created the account once, and its record says whose leg paid for it.
    const legs = await (await getDb())
      .select()
      .from(transactionRecipients)
      .where(inArray(transactionRecipients.transactionId, ids));
    expect(new Set(legs.map((l) => l.payoutKey)).size).toBe(1);
    const [payout] = await (await getDb()).select().from(ledgerMoves).where(eq(ledgerMoves.key, legs[0]!.payoutKey!));
    expect(payout!.details.createdTokenAccounts).toEqual([
      { account: usdcAccount(recipient.publicKey).toBase58(), transactionId: payroll.transactionId, position: 1 },
    ]);
  }, 240_000);

  it("charges the account an excess creates for a payer who closed its own to the rent's worth kept from it", async () => {
    const { world } = suite;
    const before = await lossCounted("uncharged");
    const { payer, transactionId, sweep, excess } = await overpaidSend(async (payer, to, amount) => {
      await payDeposit(world, payer, to, "USDC", formatAmount(amount, 6));
      await closeUsdcAccount(world.connection, payer);
    });
    await expectBooksBalance([transactionId]);
    expect((await lossCounted("uncharged")) - before).toBe(0);
    // The excess came back into a new account, less that account's rent's worth; the sweep says what it charged.
    expect(await balanceOf(world, "USDC", payer.publicKey)).toBe(excess - BigInt(String(sweep.details.dust)));
    expect(sweep.details).toMatchObject({ payerAccountsRent: rent.toString() });
  }, 180_000);

  it("sends a deposit account's rent back to the wallet of a payer that closed its token account paying it", async () => {
    const { world } = suite;
    const { payer, transactionId, sweep } = await overpaidSend(async (payer, to, amount) => {
      // One transaction: the deposit account created at the payer's cost, paid, and the payer's own account closed.
      await sendSigned(world.connection, payer, [
        ...transferInstructions("USDC", payer.publicKey, new PublicKey(to), amount, payer.publicKey, true),
        createCloseAccountInstruction(usdcAccount(payer.publicKey), payer.publicKey, payer.publicKey),
      ]);
    });
    await expectBooksBalance([transactionId]);
    // The rent goes to the wallet, not to its token account's address, which the same sweep opens again.
    expect(sweep.details.rent).toEqual({ to: payer.publicKey.toBase58(), lamports: rent.toString() });
    expect(sweep.details).toMatchObject({ payerAccountsRent: rent.toString() });
  }, 180_000);

  it("a stranger's token account owned by a pool wallet, not its associated one, is not the pool's to count", async () => {
    const { world } = suite;
    const db = await getDb();
    const stranger = await fundedWallet(world, 1_000n);
    const pool = poolWallets()[0]!.publicKey;
    const account = Keypair.generate();
    const transfer = createTransferCheckedInstruction(
      usdcAccount(stranger.publicKey),
      USDC,
      account.publicKey,
      stranger.publicKey,
      1n,
      6,
    );
    // Named read-only (as a Solana Pay reference is), so the transaction is in the pool wallet's history.
    transfer.keys.push({ pubkey: pool, isSigner: false, isWritable: false });
    await sendSigned(
      world.connection,
      stranger,
      [
        SystemProgram.createAccount({
          fromPubkey: stranger.publicKey,
          newAccountPubkey: account.publicKey,
          lamports: await world.connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE),
          space: ACCOUNT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeAccount3Instruction(account.publicKey, USDC, pool),
        transfer,
      ],
      [account],
      "finalized",
    );
    expect(await world.connection.getTokenAccountBalance(account.publicKey)).toMatchObject({
      value: { amount: "1" },
    });
    expect((await checkPoolAccounting(db)).findings).toEqual([]);
    expect((await checkWalletBooks(db, landedReader())).findings).toEqual([]);
  }, 120_000);
});
