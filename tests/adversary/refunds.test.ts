import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from "@solana/spl-token";
import {
  ComputeBudgetProgram,
  type Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { kickLoop } from "@/server/db/queries/background-loops";
import { findTransactionById } from "@/server/db/queries/transactions";
import { depositAccounts } from "@/server/db/schema";
import { parseAmount } from "@/server/money";
import { enqueueJob } from "@/server/outbox/enqueue-job";
import { jobs } from "@/server/outbox/jobs";
import { tokenAccountRentLamports } from "@/server/pricing";
import { checkUnresolvedDeposits } from "@/server/services/accounting/check-accounting";
import { restartStalledPrivateWork } from "@/server/services/transactions/private/restart-stalled";
import { loopStaleMs } from "@/server/services/transactions/private/shared/deposit-rules";
import { ephemeralKeypair } from "@/server/services/transactions/private/shared/private-transaction";
import { waitForStatus } from "../devnet/harness";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { call } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/**
 * Someone who watches the chain and can send a transaction, against the moves that give money back (refunds, and a
 * sweep's excess): every balance below is exact, on the embedded devnet. Each wallet starts with 1 SOL and 100
 * USDC (fundedWallet); a payment's fee is 5,000 lamports, and the deposit account's rent goes back to whoever paid it.
 */
const suite = walletSuite();

const oneSol = BigInt(LAMPORTS_PER_SOL);
const startUsdc = 100_000_000n;
const units = (text: string) => (parseAmount(text, 6) as { units: bigint }).units;
const decimal = (value: bigint) => `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, "0")}`;

const cancel = (transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: suite.owner.key, params: { transactionId } });

/**
 * Hides a transaction's deposit accounts from the watcher (as if it were routing them) while the test lines up what
 * lands in them, then hands them back: the watcher then acts on everything at once, whatever the timing.
 */
async function hold(transactionId: string) {
  const db = await getDb();
  await db.update(depositAccounts).set({ state: "routing" }).where(eq(depositAccounts.transactionId, transactionId));
}

/**
 * While the accounts were held the watcher may have found nothing to watch and ended its generation (the longer
 * the hold, the likelier: a loaded machine); accounts watched again are new work, so the watcher is kicked as a new
 * deposit kicks it (create-private-transaction.ts). Without the kick, nothing reads them until another deposit.
 */
async function release(transactionId: string) {
  const db = await getDb();
  await db
    .update(depositAccounts)
    .set({ state: "watching" })
    .where(and(eq(depositAccounts.transactionId, transactionId), eq(depositAccounts.state, "routing")));
  await enqueueJob(db, jobs.watchDeposits(await kickLoop(db, "deposit-watcher", loopStaleMs)));
}

/**
 * Every deposit account of the transaction is watched again and empty: each refund ran to its end. Up to 75 s: the
 * first refund of a file tops up its pool wallet and waits for finality, slow when the whole suite shares 2 cores.
 */
async function refundsOver(transactionId: string) {
  const { world } = suite;
  const db = await getDb();
  await eventually(async () => {
    const accounts = await db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, transactionId));
    if (!accounts.every((a) => a.state === "watching")) return false;
    const usdc = accounts.find((a) => a.asset === "USDC")!;
    const info = await world.connection.getAccountInfo(new PublicKey(usdc.address), "finalized");
    return info === null;
  }, 75_000);
}

const fee = 5_000n;

async function expectWallet(wallet: Keypair, usdc: bigint, sol: bigint) {
  const { world } = suite;
  expect(await balanceOf(world, "USDC", wallet.publicKey)).toBe(usdc);
  expect(await balanceOf(world, "SOL", wallet.publicKey)).toBe(sol);
}

/** `count` transactions that touch a token account and move nothing: transfers of 0, each its own signature. */
async function touchWithNothing(attacker: Keypair, account: PublicKey, count: number) {
  const { world } = suite;
  const mint = new PublicKey(assets.USDC.mint);
  const from = getAssociatedTokenAddressSync(mint, attacker.publicKey);
  const signatures: string[] = [];
  for (let i = 0; i < count; i++) {
    const { blockhash } = await world.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: attacker.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 + i }),
        createTransferCheckedInstruction(from, mint, account, attacker.publicKey, 0n, assets.USDC.decimals),
      ],
    }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([attacker]);
    signatures.push(await world.connection.sendRawTransaction(transaction.serialize()));
  }
  for (const signature of signatures) await waitForStatus(world.connection, signature, "confirmed");
}

describe("refunds go back to each payer, never to a stranger", () => {
  it("dust after a cancelled deposit: the payer gets its whole deposit back, the attacker only its own unit", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const attacker = await fundedWallet(world, 1_000_000n);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    await hold(created.transactionId!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    await payDeposit(world, attacker, created.ephemeralAddress!, "USDC", "0.000001");
    await release(created.transactionId!);

    await refundsOver(created.transactionId!);
    // Alice: everything back, the deposit account's rent too; out only her payment's fee. The attacker: its unit
    // back (its token account exists, so returning it costs the pool nothing), out its fee.
    await expectWallet(alice, startUsdc, oneSol - fee);
    await expectWallet(attacker, 1_000_000n, oneSol - fee);
    const [account] = await expectBooksBalance([created.transactionId!]);
    expect(account).toMatchObject({ received: units(created.depositAmount!) + 1n, kept: 0n, dust: 0n });
  }, 150_000);

  it("dust after an overpayment: the named sender's excess goes back to the sender, not to the dust's sender", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const attacker = await fundedWallet(world, 1_000_000n);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    const deposit = units(created.depositAmount!);
    await hold(created.transactionId!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", decimal(deposit + 1_500_000n));
    await payDeposit(world, attacker, created.ephemeralAddress!, "USDC", "0.000001");
    await release(created.transactionId!);

    expect((await settledStatus(suite.owner.key, created.transactionId!)).status).toBe("completed");
    await refundsOver(created.transactionId!);
    await expectWallet(alice, startUsdc - deposit, oneSol - fee);
    await expectWallet(attacker, 1_000_000n, oneSol - fee);
    const [account] = await expectBooksBalance([created.transactionId!]);
    expect(account).toMatchObject({ kept: deposit, refunded: 1_500_001n, dust: 0n });
  }, 150_000);

  it("two honest payers of one cancelled deposit each get exactly their own payment back", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const bob = await fundedWallet(world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    await hold(created.transactionId!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", "2");
    await payDeposit(world, bob, created.ephemeralAddress!, "USDC", "3.5");
    await release(created.transactionId!);

    await refundsOver(created.transactionId!);
    // Alice created the deposit account (her payment came first): its rent is hers.
    await expectWallet(alice, startUsdc, oneSol - fee);
    await expectWallet(bob, startUsdc, oneSol - fee);
    await expectBooksBalance([created.transactionId!]);
  }, 150_000);

  it("a deposit completed by two payers: the named sender's payment counts first, the other gets its rest", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const bob = await fundedWallet(world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    const deposit = units(created.depositAmount!);
    await hold(created.transactionId!);
    // Bob pays first, the whole deposit; then alice, the sender named at create, 2 USDC.
    await payDeposit(world, bob, created.ephemeralAddress!, "USDC", created.depositAmount!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", "2");
    await release(created.transactionId!);

    expect((await settledStatus(suite.owner.key, created.transactionId!)).status).toBe("completed");
    await refundsOver(created.transactionId!);
    // The deposit is alice's 2 USDC and the first deposit - 2 of bob's: bob gets 2 USDC back, and the rent of the
    // account he created.
    await expectWallet(alice, startUsdc - 2_000_000n, oneSol - fee);
    await expectWallet(bob, startUsdc - deposit + 2_000_000n, oneSol - fee);
    const [account] = await expectBooksBalance([created.transactionId!]);
    expect(account).toMatchObject({ kept: deposit, refunded: 2_000_000n });
  }, 150_000);

  it("25 transactions that touch the deposit account and move nothing do not stop the refund", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const attacker = await fundedWallet(world, 1_000_000n);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    await hold(created.transactionId!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    const account = getAssociatedTokenAddressSync(
      new PublicKey(assets.USDC.mint),
      new PublicKey(created.ephemeralAddress!),
      true,
    );
    await touchWithNothing(attacker, account, 25);
    await release(created.transactionId!);

    await refundsOver(created.transactionId!);
    await expectWallet(alice, startUsdc, oneSol - fee);
    await expectWallet(attacker, 1_000_000n, oneSol - 25n * fee);
    await expectBooksBalance([created.transactionId!]);
  }, 150_000);

  it("an account whose payers cannot be read waits for an operator: nothing moves, accounting lists it, no retry", async () => {
    const { world } = suite;
    const alice = await fundedWallet(world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    expect((await cancel(created.transactionId!)).status).toBe(200);
    await hold(created.transactionId!);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    // A unit leaves the account in a transaction the service never recorded (as if its key had leaked): from here
    // on, the history cannot say whose the rest is.
    const db = await getDb();
    const ephemeral = ephemeralKeypair((await findTransactionById(db, created.transactionId!))!);
    const mint = new PublicKey(assets.USDC.mint);
    const { blockhash } = await world.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createTransferCheckedInstruction(
          getAssociatedTokenAddressSync(mint, ephemeral.publicKey),
          mint,
          getAssociatedTokenAddressSync(mint, alice.publicKey),
          ephemeral.publicKey,
          1n,
          assets.USDC.decimals,
        ),
      ],
    }).compileToV0Message();
    const leak = new VersionedTransaction(message);
    leak.sign([alice, ephemeral]);
    // Two signatures: alice pays 10,000 lamports for it.
    await waitForStatus(world.connection, await world.connection.sendRawTransaction(leak.serialize()), "confirmed");
    await release(created.transactionId!);

    const usdcAccount = async () =>
      (await db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, created.transactionId!))).find(
        (a) => a.asset === "USDC",
      )!;
    await eventually(async () => (await usdcAccount()).state === "unresolved", 75_000);
    await expectWallet(
      alice,
      startUsdc - units(created.depositAmount!) + 1n,
      oneSol - 3n * fee - tokenAccountRentLamports,
    );
    const findings = await checkUnresolvedDeposits(db);
    expect(findings).toContainEqual(
      expect.objectContaining({ transactionId: created.transactionId, found: "unresolved" }),
    );
    // Out of every loop: the stalled-work restart does not pick it up, and the watcher leaves it alone.
    await restartStalledPrivateWork(db, new Date(Date.now() + 60 * 60_000));
    // A check that nothing happens has no condition to poll for: a fixed while (the watcher's round is 1 s).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await usdcAccount()).toMatchObject({ state: "unresolved", refunds: 1 });
    expect(await balanceOf(world, "USDC", alice.publicKey)).toBe(startUsdc - units(created.depositAmount!) + 1n);
  }, 150_000);
});
