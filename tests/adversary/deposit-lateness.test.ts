import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { kickLoop } from "@/server/db/queries/background-loops";
import { findTransactionById } from "@/server/db/queries/transactions";
import { depositAccounts, transactions } from "@/server/db/schema";
import { loopStaleMs } from "@/server/services/transactions/private/shared/deposit-rules";
import { watchDepositsRound } from "@/server/services/transactions/private/watch-deposits";
import { waitForStatus } from "../devnet/harness";
import { createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { forkSuite } from "../support/fork-suite";

// The watcher runs only when a test calls a round (the executor is stopped), at the time the test gives it; the
// service reads the ledger through a proxy that can hold a deposit back from the finalized chain.
const suite = forkSuite(50);

async function watcherRound(now: Date) {
  const db = await getDb();
  return watchDepositsRound(db, await kickLoop(db, "deposit-watcher", loopStaleMs), now);
}

/** A private USDC send and its deposit account (the ephemeral address's token account). */
async function privateSend() {
  const sender = await fundedWallet(suite.world);
  const created = await createPrivateSend(suite.owner.key, sender.publicKey, "2");
  const db = await getDb();
  const [account] = await db
    .select()
    .from(depositAccounts)
    .where(and(eq(depositAccounts.transactionId, created.transactionId!), eq(depositAccounts.expected, true)));
  return { sender, created, transactionId: created.transactionId!, account: account!.address };
}

describe("a deposit's lateness is judged by when it landed, not by when the watcher looked", () => {
  it("routes a deposit confirmed before its deadline and final only after it, rather than refunding it", async () => {
    const { sender, created, transactionId, account } = await privateSend();
    const db = await getDb();
    const deadline = (await findTransactionById(db, transactionId))!.depositDeadline!;
    // Paid and confirmed now, well before the deadline; the finalized chain does not have it yet.
    suite.proxy.fork.unfinal.add(account);
    await payDeposit(suite.world, sender, created.ephemeralAddress!, "USDC", created.depositAmount!);

    // The first round to look is past the deadline, and the deposit is still not final: it waits.
    const afterDeadline = new Date(deadline.getTime() + 1_000);
    await watcherRound(afterDeadline);
    const waiting = (await findTransactionById(db, transactionId))!;
    expect(waiting.status).toBe("processing");
    expect(waiting.failure).toBeNull();

    // Final now: routed, as a deposit paid in time is.
    suite.proxy.fork.unfinal.delete(account);
    await watcherRound(afterDeadline);
    const routed = (await findTransactionById(db, transactionId))!;
    expect(routed).toMatchObject({ status: "processing", stage: "routing", failure: null });
  });

  it("refunds a deposit that landed after its deadline, though it was whole and final when the round looked", async () => {
    const { sender, created, transactionId, account } = await privateSend();
    const db = await getDb();
    // The deadline passed 5 s before the payment is made.
    await db
      .update(transactions)
      .set({ depositDeadline: new Date(Date.now() - 5_000) })
      .where(eq(transactions.id, transactionId));
    const signature = await payDeposit(suite.world, sender, created.ephemeralAddress!, "USDC", created.depositAmount!);
    await waitForStatus(suite.world.connection, signature, "finalized");

    await watcherRound(new Date());
    const late = (await findTransactionById(db, transactionId))!;
    expect(late.status).toBe("failed");
    expect(late.failure?.code).toBe("DEPOSIT_EXPIRED");
    const [row] = await db.select().from(depositAccounts).where(eq(depositAccounts.address, account));
    expect(row!.state).toBe("refunding");
  });
});
