import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { getDb } from "@/server/db/client";
import { forgetPrivateLinks } from "@/server/services/housekeeping/forget-private-links";
import { movesOfTransaction } from "@/server/services/transactions/private/shared/transaction-moves";
import { balanceOf, createPrivateSend, expectBooksBalance, fundedWallet, payDeposit } from "../private/private-harness";
import { addKey } from "../support/accounts";
import { call } from "../support/call";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3_600_000);

describe("after the link is forgotten, a read key cannot find the deposit on chain", () => {
  it("shows no deposit amount, detection time or payout signature, keeps what was asked for, and the books balance", async () => {
    const db = await getDb();
    const reader = await addKey(suite.owner.principal.accountId, "read");
    const alice = await fundedWallet(suite.world);
    const recipient = Keypair.generate().publicKey;
    const paid = await createPrivateSend(suite.owner.key, alice.publicKey, "7.25", recipient);
    await payDeposit(suite.world, alice, paid.ephemeralAddress!, "USDC", paid.depositAmount!);
    const done = await settledStatus(suite.owner.key, paid.transactionId!, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", recipient)).toBe(7_250_000n);
    const payoutSignatures = (done.recipients as { signature: string }[]).map((r) => r.signature);
    expect(payoutSignatures.every((s) => typeof s === "string" && s.length > 0)).toBe(true);
    const detectedAt = done.deposit.detectedAt as string;
    expect(detectedAt).toEqual(expect.any(String));

    // A call forgets at most 500, oldest first: loop as the housekeeping run does until nothing is left.
    for (let call = 0; call < 20 && (await forgetPrivateLinks(db, daysFromNow(40), 30)).transactions > 0; call++);

    const shown = (
      await call(transactionRoute.GET, "GET", "/v1/transactions/x", {
        key: reader.key,
        params: { transactionId: paid.transactionId! },
      })
    ).body;
    expect(shown.linkForgottenAt).toEqual(expect.any(String));
    // What the customer asked for stays: whom, how much, the fee, the outcome.
    expect(shown).toMatchObject({ status: "completed", amount: done.amount, fee: done.fee, ephemeralAddress: null });
    expect(shown.recipients).toEqual([
      { address: recipient.toBase58(), amount: "7.25", status: "completed", signature: null },
    ]);
    // What would find the deposit on chain is gone: its exact amount, when it was seen, the payouts' signatures.
    expect(shown.deposit).toBeNull();
    const text = JSON.stringify(shown);
    for (const secret of [paid.depositAmount!, detectedAt, ...payoutSignatures, alice.publicKey.toBase58()]) {
      expect(text).not.toContain(secret);
    }
    // Nor does a search by a payout signature lead back to it.
    for (const signature of payoutSignatures) {
      const found = await call(transactionsRoute.GET, "GET", "/v1/transactions", {
        key: reader.key,
        query: { q: signature },
      });
      expect(found.status).toBe(200);
      expect(found.body.transactions).toEqual([]);
    }

    // The books still balance: the shared payout moves keep the signatures the pool's check needs.
    const moves = await movesOfTransaction(db, paid.transactionId!);
    expect(moves.filter((m) => m.purpose === "payout").map((m) => m.signature)).toEqual(
      expect.arrayContaining(payoutSignatures),
    );
    const [books] = await expectBooksBalance([paid.transactionId!]);
    expect(books).toMatchObject({ paidOut: 7_250_000n, kept: null });
  }, 90_000);
});
