import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from "@solana/web3.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { depositAccountsOfTransaction } from "@/server/db/queries/deposit-accounts";
import { ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { formatAmount, parseAmount } from "@/server/money";
import { tokenAccountRentLamports } from "@/server/pricing";
import { checkAccounting } from "@/server/services/accounting/check-accounting";
import { restartStalledPrivateWork } from "@/server/services/transactions/private/restart-stalled";
import { fundSol, sendPayment, waitForStatus } from "../devnet/harness";
import { balanceOf, createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { call } from "../support/call";
import { setTransactionState } from "../support/seed";
import {
  closeUsdcAccount,
  moveSpend,
  openUsdcAccount,
  sendSigned,
  usdcAccount,
  usdcAccountExists,
} from "../support/token-accounts";
import { eventually } from "../support/webhook-receiver";
import { type WalletWorld, walletSuite } from "../wallet/wallet-harness";

/**
 * Random interleavings of what the people around one private payment can do: the named sender pays (in full, in
 * part, too much), a second honest payer chips in, a stranger who watches the chain sends dust (to the deposit
 * address, or to the pool's wallets), the customer cancels, a run is re-delivered as after a crash; the recipient,
 * who may hold a token account at create or not, closes or opens it at any moment, and another payment to it is
 * created meanwhile (so it is fresh in one leg and existing in the other). Whatever the order, every base unit that
 * entered the deposit address ends paid to the recipient named at create, back with the wallet it came from (never
 * more than that wallet sent), kept as the documented dust fee, or held for the operator with a leg whose account
 * was closed after create; no payout spends the pool's SOL beyond its fee on an account no deposit paid for; and
 * `npm run accounting`'s check of the whole book passes after every run.
 */
const suite = walletSuite();
const interleavings = Number(process.env.ADVERSARY_RUNS ?? 6);

type Step =
  | "sender-pays-part"
  | "sender-pays-rest"
  | "sender-overpays"
  | "second-payer"
  | "dust"
  | "cancel"
  | "crash"
  | "recipient-closes"
  | "recipient-opens"
  | "another-payment"
  | "pool-dust";
const steps: Step[] = [
  "sender-pays-part",
  "sender-pays-rest",
  "sender-overpays",
  "second-payer",
  "dust",
  "cancel",
  "crash",
  "recipient-closes",
  "recipient-opens",
  "another-payment",
  "pool-dust",
];

const usdc = (units: bigint) => formatAmount(units, 6);
const paymentUnits = 3_000_000n;
/** Another payment to the same recipient, created at a random moment (its account may exist by then, or not). */
const otherUnits = 2_000_000n;

async function settled(key: string, transactionId: string) {
  return eventually(async () => {
    const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", { key, params: { transactionId } });
    return ["completed", "failed", "cancelled"].includes(got.body.status) && got.body;
  }, 180_000);
}

/** Deposit accounts that hold nothing more to give back: watched again (or given up, named), none mid-refund. */
async function quiet(transactionId: string) {
  const db = await getDb();
  return eventually(async () => {
    const accounts = await depositAccountsOfTransaction(db, transactionId);
    return accounts.every((a) => a.state !== "refunding" && a.state !== "routing") && accounts;
  }, 180_000);
}

/** A stranger's dust to the pool: a lamport to a pool wallet that has SOL, a base unit of USDC to another. */
async function dustThePool(world: WalletWorld, stranger: Keypair) {
  const wallets = poolWallets().map((w) => w.publicKey);
  const funded = [];
  for (const wallet of wallets) if ((await world.connection.getBalance(wallet)) > 0) funded.push(wallet);
  const lamportTo = funded[0];
  await sendSigned(world.connection, stranger, [
    ...(lamportTo
      ? [SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: lamportTo, lamports: 1 })]
      : []),
    ...transferInstructions("USDC", stranger.publicKey, wallets[wallets.length - 1]!, 1n, stranger.publicKey, true),
  ]);
}

/**
 * Every landed payout spent the pool's SOL on its fee and on token accounts a leg of it paid the rent for, nothing
 * else: the accounts it brought into being are recipients' accounts whose leg in it was charged their rent.
 */
async function expectPayoutsCreateOnlyPaidForAccounts(world: WalletWorld) {
  const db = await getDb();
  const charged = new Set(
    (await db.select().from(transactionRecipients))
      .filter((l) => l.rentCharged)
      .map((l) => `${l.transactionId}:${l.address}`),
  );
  const payouts = await db.select().from(ledgerMoves);
  for (const payout of payouts.filter((m) => m.purpose === "payout" && m.status === "landed")) {
    const legs = (payout.details as { legs: { to: string; transactionId: string }[] }).legs;
    const paidFor = new Set(
      legs
        .filter((l) => charged.has(`${l.transactionId}:${l.to}`))
        .map((l) => usdcAccount(new PublicKey(l.to)).toBase58()),
    );
    const { spent, fee, created } = await moveSpend(world.connection, payout.key);
    for (const account of created) expect(paidFor, `${payout.key} created ${account}`).toContain(account);
    expect(spent, `${payout.key}: spent ${spent}, fee ${fee}`).toBe(
      fee + tokenAccountRentLamports * BigInt(created.size),
    );
  }
}

/** `npm run accounting`'s whole book: every private transaction, the forgotten moves, the pool. */
async function expectWholeBookBalances() {
  const { findings } = await checkAccounting(await getDb());
  expect(findings).toEqual([]);
}

describe("adversary: random interleavings around one private payment", () => {
  it("every base unit is paid to the named recipient, returned to its own source, or a documented fee", async () => {
    const { world } = suite;
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(steps, { minLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        async (order, dust, recipientHasAccount) => {
          ran++;
          const sender = await fundedWallet(world, 10_000_000n);
          const second = await fundedWallet(world, 10_000_000n);
          const stranger = await fundedWallet(world, 10_000_000n);
          // The recipient holds SOL to open and close its own token account; it may hold an empty one at create.
          const holder = Keypair.generate();
          const recipient = holder.publicKey;
          await fundSol(world.connection, world.devnet, recipient, LAMPORTS_PER_SOL / 100);
          if (recipientHasAccount) await openUsdcAccount(world.connection, holder);
          let burned = 0n;
          let another: { transactionId: string; payer: Keypair; deposit: bigint } | undefined;
          const created = await createPrivateSend(suite.owner.key, sender.publicKey, usdc(paymentUnits), recipient);
          const address = created.ephemeralAddress!;
          const parsed = parseAmount(created.depositAmount!, 6);
          if (!parsed.ok) throw new Error(`deposit amount ${created.depositAmount}`);
          const deposit = parsed.units;
          const sent = new Map<string, bigint>([sender, second, stranger].map((w) => [w.publicKey.toBase58(), 0n]));
          const pay = async (payer: Keypair, units: bigint) => {
            const signature = await sendPayment(world.connection, payer, address, "USDC", usdc(units));
            await waitForStatus(world.connection, signature, "confirmed");
            sent.set(payer.publicKey.toBase58(), sent.get(payer.publicKey.toBase58())! + units);
          };
          const half = deposit / 2n;
          for (const step of order) {
            if (step === "sender-pays-part") await pay(sender, half);
            if (step === "sender-pays-rest") await pay(sender, deposit - half);
            if (step === "sender-overpays") await pay(sender, deposit + 1_234n);
            if (step === "second-payer") await pay(second, half);
            if (step === "dust") await pay(stranger, BigInt(dust));
            if (step === "cancel")
              await call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", {
                key: suite.owner.key,
                params: { transactionId: created.transactionId! },
              });
            if (step === "crash") await restartStalledPrivateWork(await getDb(), new Date(Date.now() + 3_600_000));
            // Between create and payout (or after): what it received so far is burned, as if spent elsewhere.
            if (step === "recipient-closes" && (await usdcAccountExists(world.connection, recipient)))
              burned += await closeUsdcAccount(world.connection, holder);
            if (step === "recipient-opens" && !(await usdcAccountExists(world.connection, recipient)))
              await openUsdcAccount(world.connection, holder);
            if (step === "another-payment") {
              const payer = await fundedWallet(world, 10_000_000n);
              const other = await createPrivateSend(suite.owner.key, payer.publicKey, usdc(otherUnits), recipient);
              await payDeposit(world, payer, other.ephemeralAddress!, "USDC", other.depositAmount!);
              const units = parseAmount(other.depositAmount!, 6);
              if (!units.ok) throw new Error(`deposit amount ${other.depositAmount}`);
              another = { transactionId: other.transactionId!, payer, deposit: units.units };
            }
            if (step === "pool-dust") await dustThePool(world, await fundedWallet(world, 10n));
          }
          const paidIn = [...sent.values()].reduce((a, b) => a + b, 0n);
          // A payment that never got its full deposit ends at its deadline; bring the deadline forward.
          if (paidIn < deposit) await setTransactionState(created.transactionId!, { depositDeadline: new Date() });
          const final = await settled(suite.owner.key, created.transactionId!);
          await quiet(created.transactionId!);
          const anotherFinal = another && (await settled(suite.owner.key, another.transactionId));
          if (another) await quiet(another.transactionId);
          // A leg whose token account existed at create and was gone at payout fails alone, its amount held: the
          // deposit was kept all the same.
          const heldAlone = (body: { status: string; failure?: { code: string } }) =>
            body.status === "failed" && body.failure?.code === "RECIPIENT_ACCOUNT_CLOSED";
          // Wait for the refunds of everything the service does not keep to land on chain.
          const back = async () =>
            new Map(
              await Promise.all(
                [sender, second, stranger].map(
                  async (w) =>
                    [w.publicKey.toBase58(), 10_000_000n - (await balanceOf(world, "USDC", w.publicKey))] as const,
                ),
              ),
            );
          const paidToRecipient = (await balanceOf(world, "USDC", recipient)) + burned;
          const expectedToRecipient =
            (final.status === "completed" ? paymentUnits : 0n) +
            (anotherFinal?.status === "completed" ? otherUnits : 0n);
          const outcome = `${order.join(",")} (account at create: ${recipientHasAccount}): ${final.status}/${anotherFinal?.status ?? "none"}`;
          expect(paidToRecipient, outcome).toBe(expectedToRecipient);
          if (anotherFinal && anotherFinal.status !== "completed") expect(heldAlone(anotherFinal), outcome).toBe(true);
          if (another)
            expect(await balanceOf(world, "USDC", another.payer.publicKey)).toBe(10_000_000n - another.deposit);
          const kept = final.status === "completed" || heldAlone(final) ? deposit : 0n;
          const net = await eventually(async () => {
            const out = await back();
            const stillOut = [...out.values()].reduce((a, b) => a + b, 0n);
            // Out of the wallets now: what the service kept for the payment plus any dust it keeps as a fee.
            return stillOut - kept <= BigInt(dust) && out;
          }, 180_000);
          for (const [wallet, out] of net) {
            // Nobody gets back more than they sent: a wallet is never out a negative amount.
            expect(out, `${order.join(",")}: ${wallet}`).toBeGreaterThanOrEqual(0n);
          }
          for (const [wallet, out] of net) expect(out).toBeLessThanOrEqual(sent.get(wallet)!);
          // The honest payers are out what the payment kept, less what the stranger's dust covered of it, plus at
          // most the dust itself (a remainder too small to send back is the documented fee); no more.
          const honestOut = net.get(sender.publicKey.toBase58())! + net.get(second.publicKey.toBase58())!;
          const strangerSent = sent.get(stranger.publicKey.toBase58())!;
          expect(honestOut, `${order.join(",")}: ${final.status}`).toBeGreaterThanOrEqual(kept - strangerSent);
          expect(honestOut, `${order.join(",")}: ${final.status}`).toBeLessThanOrEqual(kept + BigInt(dust));
          // Every refund run ended, and none left an account for an operator.
          const accounts = await quiet(created.transactionId!);
          expect(accounts.map((a) => a.state)).not.toContain("unresolved");
          await expectPayoutsCreateOnlyPaidForAccounts(world);
          await expectWholeBookBalances();
          console.log(`interleaving ${ran}: ${outcome.replaceAll(",", " -> ")} (dust ${dust}), books balance`);
        },
      ),
      // ADVERSARY_SEED replays the interleavings of a failed run (fast-check prints its seed).
      {
        numRuns: interleavings,
        endOnFailure: true,
        seed: process.env.ADVERSARY_SEED ? Number(process.env.ADVERSARY_SEED) : undefined,
      },
    );
    console.log(`adversary interleavings: ${ran} run(s), each checked against the chain and the books`);
    expect(ran).toBeGreaterThanOrEqual(interleavings);
    // And the whole books after them, as npm run accounting reads them: every service wallet, every cost.
    expect((await checkAccounting(await getDb())).findings).toEqual([]);
  }, 900_000);
});
