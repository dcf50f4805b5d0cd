import { Keypair } from "@solana/web3.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { depositAccountsOfTransaction } from "@/server/db/queries/deposit-accounts";
import { formatAmount, parseAmount } from "@/server/money";
import { checkAccounting } from "@/server/services/audits/check-accounting";
import { restartStalledPrivateWork } from "@/server/services/transactions/private/restart-stalled";
import { sendPayment, waitForStatus } from "../devnet/harness";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet } from "../private/private-harness";
import { call } from "../support/call";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

/**
 * Random interleavings of what the people around one private payment can do: the named sender pays (in full, in
 * part, too much), a second honest payer chips in, a stranger who watches the chain sends dust, the customer
 * cancels, a run is re-delivered as after a crash. Whatever the order, every base unit that entered the deposit
 * address ends paid to the recipient named at create, back with the wallet it came from (never more than that
 * wallet sent), or kept as the documented dust fee, and the books balance.
 */
const suite = walletSuite();
const interleavings = Number(process.env.ADVERSARY_RUNS ?? 6);

type Step = "sender-pays-part" | "sender-pays-rest" | "sender-overpays" | "second-payer" | "dust" | "cancel" | "crash";
const steps: Step[] = [
  "sender-pays-part",
  "sender-pays-rest",
  "sender-overpays",
  "second-payer",
  "dust",
  "cancel",
  "crash",
];

const usdc = (units: bigint) => formatAmount(units, 6);
const paymentUnits = 3_000_000n;

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

describe("adversary: random interleavings around one private payment", () => {
  it("every base unit is paid to the named recipient, returned to its own source, or a documented fee", async () => {
    const { world } = suite;
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(steps, { minLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        async (order, dust) => {
          ran++;
          const sender = await fundedWallet(world, 10_000_000n);
          const second = await fundedWallet(world, 10_000_000n);
          const stranger = await fundedWallet(world, 10_000_000n);
          const recipient = Keypair.generate().publicKey;
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
          }
          const paidIn = [...sent.values()].reduce((a, b) => a + b, 0n);
          // A payment that never got its full deposit ends at its deadline; bring the deadline forward.
          if (paidIn < deposit) await setTransactionState(created.transactionId!, { depositDeadline: new Date() });
          const final = await settled(suite.owner.key, created.transactionId!);
          await quiet(created.transactionId!);
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
          const paidToRecipient = await balanceOf(world, "USDC", recipient);
          const expectedToRecipient = final.status === "completed" ? paymentUnits : 0n;
          expect(paidToRecipient, `${order.join(",")}: ${final.status}`).toBe(expectedToRecipient);
          const kept = final.status === "completed" ? deposit : 0n;
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
          await expectBooksBalance([created.transactionId!]);
          console.log(`interleaving ${ran}: ${order.join(" -> ")} (dust ${dust}): ${final.status}, books balance`);
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
