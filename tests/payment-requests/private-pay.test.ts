import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as payRoute from "@/app/api/pay/[paymentRequestId]/route";
import * as requestRoute from "@/app/v1/payment-requests/[paymentRequestId]/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { transactions } from "@/server/db/schema";
import { parseAmount } from "@/server/money";
import { balanceOf, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { eventually } from "../support/webhook-receiver";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";
import { askDeposit, createRequest, requestStatus } from "./payment-request-harness";

const suite = walletSuite();
const USDC = new PublicKey(assets.USDC.mint);
const units = (text: string) => (parseAmount(text, 6) as { units: bigint }).units;

async function depositStatus(ephemeralAddress: string) {
  const [row] = await (await getDb())
    .select({ status: transactions.status })
    .from(transactions)
    .where(eq(transactions.ephemeralAddress, ephemeralAddress));
  return row?.status;
}

async function transactionIdOf(ephemeralAddress: string) {
  const [row] = await (await getDb())
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.ephemeralAddress, ephemeralAddress));
  return row!.id;
}

/** Every account key of every ledger transaction that names `address`, one list per transaction. */
async function keysOfTransactionsNaming(address: PublicKey): Promise<string[][]> {
  const { connection } = suite.world;
  const signatures = await connection.getSignaturesForAddress(address, { limit: 100 });
  return Promise.all(
    signatures.map(async ({ signature }) => {
      const tx = (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))!;
      return tx.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    }),
  );
}

describe("a private-mode payment request paid by deposit", () => {
  it("pays the recipient from the pool, links no payer to the recipient on the ledger, and returns a second deposit", async () => {
    const { world } = suite;
    const payer = await fundedWallet(world);
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "5",
      recipient: recipient.toBase58(),
      mode: "private",
      label: "Studio",
    });
    expect(made.status).toBe(201);
    const id = made.body.paymentRequestId as string;

    // Private requests are paid by deposit, not by a transaction request.
    const wrongPath = await call(payRoute.POST, "POST", `/api/pay/${id}`, {
      body: { account: payer.publicKey.toBase58() },
      params: { paymentRequestId: id },
    });
    expectErrorShape(wrongPath, "PAYMENT_REQUEST_NOT_OPEN", 409);
    expect(wrongPath.body.error.details.mode).toBe("private");

    const deposit = await askDeposit(id, { account: payer.publicKey.toBase58() });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(deposit.body.deposit.payment).toBe("5");
    expect(units(deposit.body.depositAmount)).toBeGreaterThan(units("5"));
    expect(deposit.body.paymentUrl).toMatch(new RegExp(`^solana:${deposit.body.ephemeralAddress}\\?amount=`));
    // The former names stay, with the same values, for pages built on them.
    expect(deposit.body.transferUrl).toBe(deposit.body.paymentUrl);
    expect(deposit.body.expiresAt).toBe(deposit.body.depositDeadline);
    // The same payer asking again gets the same deposit.
    const same = await askDeposit(id, { account: payer.publicKey.toBase58() });
    expect(same.body).toEqual(deposit.body);

    // A second payer is given a deposit of its own, and pays it only after the request is paid.
    const late = await fundedWallet(world);
    const lateDeposit = await askDeposit(id, { account: late.publicKey.toBase58() });
    expect(lateDeposit.body.ephemeralAddress).not.toBe(deposit.body.ephemeralAddress);

    await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", deposit.body.depositAmount);
    const paid = await requestStatus(suite.owner.key, id, ["paid"], 60_000);
    expect(paid).toMatchObject({ status: "paid", payer: null, signature: null });
    const transaction = await settledStatus(suite.owner.key, paid.transactionId);
    expect(transaction).toMatchObject({ status: "completed", mode: "private", amount: "5" });
    expect(await balanceOf(world, "USDC", recipient)).toBe(5_000_000n);
    await expectBooksBalance([paid.transactionId]);

    // No ledger transaction names both the payer and the recipient (or its token account).
    const recipientSide = new Set([recipient.toBase58(), getAssociatedTokenAddressSync(USDC, recipient).toBase58()]);
    const payerSide = new Set([
      payer.publicKey.toBase58(),
      getAssociatedTokenAddressSync(USDC, payer.publicKey).toBase58(),
    ]);
    for (const keys of await keysOfTransactionsNaming(recipient))
      expect(keys.filter((k) => payerSide.has(k))).toEqual([]);
    for (const keys of await keysOfTransactionsNaming(payer.publicKey))
      expect(keys.filter((k) => recipientSide.has(k))).toEqual([]);

    // Paid: no new deposit is handed out, and money sent to the old one again goes back to the payer.
    expectErrorShape(await askDeposit(id, { account: payer.publicKey.toBase58() }), "PAYMENT_REQUEST_NOT_OPEN", 409);
    const before = await balanceOf(world, "USDC", payer.publicKey);
    await payDeposit(world, payer, deposit.body.ephemeralAddress, "USDC", "2");
    expect(await balanceOf(world, "USDC", payer.publicKey)).toBe(before - 2_000_000n);
    await eventually(async () => (await balanceOf(world, "USDC", payer.publicKey)) === before, 45_000);
    expect(await balanceOf(world, "USDC", recipient)).toBe(5_000_000n);

    // The other payer's waiting deposit was cancelled when the request was paid: paying it now gets the money back.
    expect(await depositStatus(lateDeposit.body.ephemeralAddress)).toBe("cancelled");
    const lateBefore = await balanceOf(world, "USDC", late.publicKey);
    await payDeposit(world, late, lateDeposit.body.ephemeralAddress, "USDC", lateDeposit.body.depositAmount);
    await eventually(async () => (await balanceOf(world, "USDC", late.publicKey)) === lateBefore, 45_000);
    expect(await balanceOf(world, "USDC", recipient)).toBe(5_000_000n);
  }, 150_000);

  it("routes one of two payers' deposits that arrive together, and returns the other: the request is paid once", async () => {
    const { world } = suite;
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "4",
      recipient: recipient.toBase58(),
      mode: "private",
    });
    const id = made.body.paymentRequestId as string;
    const payers = [await fundedWallet(world), await fundedWallet(world)];
    const deposits = await Promise.all(payers.map((p) => askDeposit(id, { account: p.publicKey.toBase58() })));
    const before = await Promise.all(payers.map((p) => balanceOf(world, "USDC", p.publicKey)));
    // Both deposits land and are final before the watcher looks again: it sees them in one round.
    await world.executor.stop();
    try {
      await Promise.all(
        payers.map((p, i) =>
          payDeposit(world, p, deposits[i]!.body.ephemeralAddress, "USDC", deposits[i]!.body.depositAmount),
        ),
      );
      await eventually(async () => {
        const balances = await Promise.all(
          deposits.map((d) =>
            world.connection.getTokenAccountBalance(
              getAssociatedTokenAddressSync(USDC, new PublicKey(d.body.ephemeralAddress), true),
              "finalized",
            ),
          ),
        );
        return balances.every((b) => BigInt(b.value.amount) > 0n);
      }, 30_000);
    } finally {
      world.executor.start();
    }
    const paid = await requestStatus(suite.owner.key, id, ["paid"], 90_000);
    const ids = await Promise.all(deposits.map((d) => transactionIdOf(d.body.ephemeralAddress)));
    const winner = ids.indexOf(paid.transactionId);
    expect(winner).toBeGreaterThanOrEqual(0);
    const loser = 1 - winner;
    expect((await settledStatus(suite.owner.key, paid.transactionId)).status).toBe("completed");
    const refused = await settledStatus(suite.owner.key, ids[loser]!, ["failed", "completed"]);
    expect(refused.status).toBe("failed");
    expect(refused.failure.code).toBe("PAYMENT_REQUEST_NOT_OPEN");
    // The recipient got the request's amount once; the other payer got its whole deposit back.
    expect(await balanceOf(world, "USDC", recipient)).toBe(4_000_000n);
    await eventually(async () => (await balanceOf(world, "USDC", payers[loser]!.publicKey)) === before[loser], 60_000);
    expect(await balanceOf(world, "USDC", recipient)).toBe(4_000_000n);
  }, 180_000);

  it("cancels the deposits it handed out when the request is cancelled", async () => {
    const payer = await fundedWallet(suite.world, 0n);
    const made = await createRequest(suite.owner.key, {
      asset: "USDC",
      amount: "3",
      recipient: Keypair.generate().publicKey.toBase58(),
      mode: "private",
    });
    const id = made.body.paymentRequestId as string;
    const deposit = await askDeposit(id, {});
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    expect(await depositStatus(deposit.body.ephemeralAddress)).toBe("processing");
    const cancelled = await call(requestRoute.DELETE, "DELETE", `/v1/payment-requests/${id}`, {
      key: suite.owner.key,
      params: { paymentRequestId: id },
    });
    expect(cancelled.body.status).toBe("cancelled");
    expect(await depositStatus(deposit.body.ephemeralAddress)).toBe("cancelled");
    expectErrorShape(await askDeposit(id, { account: payer.publicKey.toBase58() }), "PAYMENT_REQUEST_NOT_OPEN", 409);
  });
});
