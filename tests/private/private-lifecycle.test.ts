import { LAMPORTS_PER_SOL } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { getDb } from "@/server/db/client";
import { depositAccounts } from "@/server/db/schema";
import { restartStalledPrivateWork } from "@/server/services/transactions/private/restart-stalled";
import { waitForStatus } from "../devnet/harness";
import { call, expectErrorShape } from "../support/call";
import { setTransactionState } from "../support/seed";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "./private-harness";

const suite = walletSuite();

const cancel = (transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", "/v1/transactions/x", { key: suite.owner.key, params: { transactionId } });

describe("private mode: deadlines, late deposits and cancels", () => {
  it("restarts a routing whose run died, and it completes once", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey, "4");
    const db = await getDb();
    // The watcher hands the deposit over (account routing, stage routing) but the routing run never happens.
    await db
      .update(depositAccounts)
      .set({ state: "routing" })
      .where(eq(depositAccounts.transactionId, created.transactionId!));
    const paid = await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    await setTransactionState(created.transactionId!, { stage: "routing" });
    // The watcher hands a deposit over only once it is final: so does this test, polled rather than waited for.
    await waitForStatus(world.connection, paid, "finalized");
    const later = new Date(Date.now() + 10 * 60_000);
    expect((await restartStalledPrivateWork(db, later)).routings).toBeGreaterThanOrEqual(1);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    await expectBooksBalance([created.transactionId!]);
  }, 60_000);

  it("fails DEPOSIT_EXPIRED when nothing arrives by the deadline, and refunds a deposit that comes later", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    await setTransactionState(created.transactionId!, { depositDeadline: new Date(Date.now() - 1_000) });
    const failed = await settledStatus(suite.owner.key, created.transactionId!, ["failed", "completed"]);
    expect(failed.status).toBe("failed");
    expect(failed.failure.code).toBe("DEPOSIT_EXPIRED");

    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    await eventually(async () => (await balanceOf(world, "USDC", alice.publicKey)) === 100_000_000n, 30_000);
    // Back in full, the deposit account's rent too: alice is out only her transfer's fee.
    expect(await balanceOf(world, "SOL", alice.publicKey)).toBe(BigInt(LAMPORTS_PER_SOL) - 5_000n);
  }, 60_000);

  it("refunds a short deposit when the deadline passes", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const created = await createPrivateSend(suite.owner.key, alice.publicKey);
    await payDeposit(world, alice, created.ephemeralAddress!, "USDC", "1");
    await eventually(async () => {
      const got = await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: suite.owner.key,
        params: { transactionId: created.transactionId! },
      });
      return got.body.stage === "deposit_detected";
    }, 20_000);
    await setTransactionState(created.transactionId!, { depositDeadline: new Date(Date.now() - 1_000) });
    const failed = await settledStatus(suite.owner.key, created.transactionId!, ["failed", "completed"]);
    expect(failed.failure.code).toBe("DEPOSIT_EXPIRED");
    await eventually(async () => (await balanceOf(world, "USDC", alice.publicKey)) === 100_000_000n, 30_000);
  }, 60_000);

  it("cancels before the deposit (and refunds one that comes after), and refuses once it is seen", async () => {
    const { world } = suite;
    const alice = await fundedWallet(suite.world);
    const early = await createPrivateSend(suite.owner.key, alice.publicKey);
    const cancelled = await cancel(early.transactionId!);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    await payDeposit(world, alice, early.ephemeralAddress!, "USDC", early.depositAmount!);
    await eventually(async () => (await balanceOf(world, "USDC", alice.publicKey)) === 100_000_000n, 30_000);

    const late = await createPrivateSend(suite.owner.key, alice.publicKey);
    await payDeposit(world, alice, late.ephemeralAddress!, "USDC", late.depositAmount!);
    // At once, before the watcher's next round: money at the address already forbids the cancel.
    const refused = await cancel(late.transactionId!);
    expectErrorShape(refused, "CANNOT_CANCEL", 409);
    expect(refused.body.error.details).toMatchObject({ allowedStages: ["awaiting_deposit"] });
    expect((await settledStatus(suite.owner.key, late.transactionId!)).status).toBe("completed");
  }, 60_000);
});
