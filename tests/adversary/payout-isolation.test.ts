import { address } from "@solana/kit";
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { events, ledgerMoves, transactionRecipients } from "@/server/db/schema";
import { faucet } from "../devnet/harness";
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
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/**
 * One leg the ledger refuses at payout must not hold the legs packed with it. The refusal has to come after create,
 * since create refuses what the ledger would (recipient-rules.test.ts): here the issuer freezes a recipient's USDC
 * account between create and payout, as a stablecoin issuer does to a blacklisted wallet. The devnet's mint has no
 * freeze authority, so the test sets the account's state byte as a freeze would.
 */
const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);

resetPayoutDelaysAfterEach();

/** What the issuer's freezeAccount does to a token account: its state byte (offset 108) becomes 2, frozen. */
function freeze(owner: PublicKey) {
  const { svm } = suite.world.devnet.ledger;
  const tokenAccount = address(getAssociatedTokenAddressSync(USDC, owner).toBase58());
  const account = svm.getAccount(tokenAccount);
  if (!account.exists) throw new Error("no token account to freeze");
  const data = new Uint8Array(account.data);
  data[108] = 2;
  svm.setAccount({ ...account, data });
}

describe("a payout with a leg the ledger refuses", () => {
  it("pays the innocent legs packed with it within two epochs; the refused leg fails alone, its amount held", async () => {
    setPayoutDelays(60, 60);
    const { world } = suite;
    const key = suite.owner.key;
    // The payroll's first recipient already holds USDC (an account that can be frozen); the second is fresh.
    const frozen = Keypair.generate();
    await faucet(world.devnet, frozen.publicKey, "USDC", 1n);
    const paidToo = Keypair.generate().publicKey;
    const payer = await fundedWallet(world);
    const payroll = await createPrivatePayroll(
      key,
      payer.publicKey,
      [
        { address: frozen.publicKey.toBase58(), amount: "2" },
        { address: paidToo.toBase58(), amount: "3" },
      ],
      "5",
    );
    // Another customer's private send, innocent.
    const sender = await fundedWallet(world);
    const innocent = Keypair.generate().publicKey;
    const send = await createPrivateSend(key, sender.publicKey, "3", innocent);
    await Promise.all([
      payDeposit(world, payer, payroll.ephemeralAddress, "USDC", payroll.depositAmount),
      payDeposit(world, sender, send.ephemeralAddress!, "USDC", send.depositAmount!),
    ]);
    const ids = [payroll.transactionId as string, send.transactionId!];

    // Frozen after create: then all three legs fall due together and are packed into one payout.
    freeze(frozen.publicKey);
    await dueTogether(ids);
    const db = await getDb();

    const sent = await settledStatus(key, send.transactionId!, ["completed", "failed"], 60_000);
    expect(sent.status).toBe("completed");
    expect(await balanceOf(world, "USDC", innocent)).toBe(3_000_000n);
    const ended = await settledStatus(key, ids[0]!, ["completed", "failed"], 30_000);
    expect(await balanceOf(world, "USDC", paidToo)).toBe(3_000_000n);
    expect(await balanceOf(world, "USDC", frozen.publicKey)).toBe(1n);

    // The first payout carried all three legs and failed on chain; the two innocent legs left in the next one.
    const legs = await db.select().from(transactionRecipients).where(inArray(transactionRecipients.transactionId, ids));
    const legOf = (to: PublicKey) => legs.find((l) => l.address === to.toBase58())!;
    const failedKey = legOf(frozen.publicKey).payoutKey!;
    const [failedMove] = await db.select().from(ledgerMoves).where(eq(ledgerMoves.key, failedKey));
    expect(failedMove!.status).toBe("failed");
    expect((failedMove!.details as { legs: unknown[] }).legs).toHaveLength(3);
    expect(legOf(innocent).payoutKey).not.toBe(failedKey);
    expect(legOf(innocent).payoutKey).toBe(legOf(paidToo).payoutKey);
    // Within two epochs: the failed payout's round and the next one, each assigning once (its key names it).
    const assignment = (payoutKey: string) => payoutKey.split(":")[3];
    const [paidMove] = await db
      .select()
      .from(ledgerMoves)
      .where(eq(ledgerMoves.key, legOf(innocent).payoutKey!));
    expect(paidMove!.status).toBe("landed");
    expect(assignment(paidMove!.key)).not.toBe(assignment(failedKey));
    expect(paidMove!.createdAt.getTime() - failedMove!.updatedAt.getTime()).toBeLessThan(
      2 * (Number(process.env.PAYOUT_EPOCH_MS) || 2_000) + 8_000,
    );

    // The payroll ends as a wallet-mode payroll with a failed leg does: failed, PARTIAL_PAYMENT, naming whom.
    expect(ended.status).toBe("failed");
    expect(ended.failure).toMatchObject({
      code: "PARTIAL_PAYMENT",
      details: {
        paidCount: 1,
        failedCount: 1,
        heldForOperator: "2",
        failedRecipients: [{ position: 0, address: frozen.publicKey.toBase58(), reason: "frozen_token_account" }],
      },
    });
    const byAddress = Object.fromEntries(ended.recipients.map((r: { address: string }) => [r.address, r])) as Record<
      string,
      { status: string; failure?: { code: string; reason: string } }
    >;
    expect(byAddress[frozen.publicKey.toBase58()]).toMatchObject({
      status: "failed",
      failure: { code: "PAYOUT_REFUSED", reason: "frozen_token_account" },
    });
    expect(byAddress[paidToo.toBase58()]!.status).toBe("completed");
    // The failure is an event like any other, so webhooks deliver it.
    const failedEvents = await db
      .select()
      .from(events)
      .where(and(eq(events.transactionId, ids[0]!), eq(events.type, "transaction.failed")));
    expect(failedEvents).toHaveLength(1);

    // The books: the payroll kept its deposit, paid one leg, holds the refused 2 USDC; the pool balances.
    const [payrollBooks, sendBooks] = await expectBooksBalance(ids);
    expect(payrollBooks).toMatchObject({ status: "failed", paidOut: 3_000_000n, held: 2_000_000n });
    expect(sendBooks).toMatchObject({ status: "completed", paidOut: 3_000_000n, held: 0n });
  }, 120_000);
});
