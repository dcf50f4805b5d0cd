import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as withdrawalsRoute from "@/app/v1/private-balance/withdrawals/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import { balanceOf, expectBooksBalance } from "../private/private-harness";
import { toppedUp, usdcBalance } from "../private-balance/balance-harness";
import { addKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { addPolicy, approve, getTransaction, newAddress, privatePayroll, reject } from "./approvals-harness";

const suite = walletSuite("admin");

describe("a payment from the private balance a policy holds", () => {
  it("is not debited while held; approved, it is debited then and paid; a held withdrawal cancelled by its maker never is", async () => {
    const admin = suite.owner;
    const developer = await addKey(admin.principal.accountId, "write");
    await toppedUp(suite.world, admin, "20");
    const before = await usdcBalance(admin.key);
    expect(before.available).toBeGreaterThan(0n);
    await addPolicy(admin.key, {
      name: "balance payouts",
      match: { types: ["payroll", "withdrawal"] },
      effect: "require_approval",
    });

    const staff = Keypair.generate().publicKey;
    const held = await privatePayroll(
      developer.key,
      newAddress(),
      [{ address: staff.toBase58(), amount: "3" }],
      "3",
      "private_balance",
    );
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body).toMatchObject({ status: "pending", source: "private_balance", approval: { status: "awaiting" } });
    expect(held.body.debited).toBeUndefined();
    expect(await usdcBalance(admin.key)).toEqual(before);

    const withdrawal = await call(withdrawalsRoute.POST, "POST", "/v1/private-balance/withdrawals", {
      key: developer.key,
      body: { asset: "USDC", amount: "2", address: newAddress() },
    });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    expect(withdrawal.body).toMatchObject({ status: "pending", approval: { status: "awaiting" } });
    const cancelled = await call(
      transactionRoute.DELETE,
      "DELETE",
      `/v1/transactions/${withdrawal.body.withdrawalId}`,
      {
        key: developer.key,
        params: { transactionId: withdrawal.body.withdrawalId },
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expectErrorShape(
      await approve({ key: admin.key }, withdrawal.body.approval.approvalId),
      "APPROVAL_NOT_AWAITING",
      409,
    );
    expect((await getTransaction({ key: admin.key }, withdrawal.body.withdrawalId)).body.status).toBe("cancelled");
    expect(await usdcBalance(admin.key)).toEqual(before);
    // Its approval is ended by a rejection, with nothing left to cancel.
    expect((await reject({ key: admin.key }, withdrawal.body.approval.approvalId)).body.status).toBe("rejected");

    const approved = await approve({ key: admin.key }, held.body.approval.approvalId);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await usdcBalance(admin.key);
    expect(after.available).toBeLessThanOrEqual(before.available - 3_000_000n);
    const done = await settledStatus(developer.key, held.body.transactionId, ["completed", "failed"], 90_000);
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", staff)).toBe(3_000_000n);
    await expectBooksBalance([held.body.transactionId]);
  }, 180_000);
});
