import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { formatAmount, parseAmount } from "@/server/money";
import { convertUnits, referencePrices } from "@/server/pricing";
import { movesOfTransaction } from "@/server/services/transactions/private/shared/transaction-moves";
import { createWebhook } from "@/server/services/webhooks/create-webhook";
import { faucet, fundSol } from "../devnet/harness";
import { eventually, startReceiver } from "../support/webhook-receiver";
import { create, getQuote, settledStatus, walletSuite } from "../wallet/wallet-harness";
import { balanceOf, expectBooksBalance, payDeposit } from "./private-harness";

const suite = walletSuite();
function units(text: string): bigint {
  const parsed = parseAmount(text, 6);
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.units;
}

describe("private payroll", () => {
  it("pays 50 people in as few ledger transactions as fit, each leg with its signature, every event signed", async () => {
    const { world } = suite;
    const receiver = await startReceiver();
    try {
      const path = `/private/${suite.owner.principal.accountId}`;
      const hook = await createWebhook(await getDb(), suite.owner.principal, {
        url: receiver.url(path),
        events: ["transaction.processing", "transaction.completed", "transaction.failed"],
      });
      const alice = Keypair.generate();
      await fundSol(world.connection, world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
      await faucet(world.devnet, alice, "USDC", 500_000_000n);
      const staff = Array.from({ length: 50 }, (_, i) => ({
        wallet: Keypair.generate().publicKey,
        amount: `${1 + (i % 7)}.25`,
      }));
      const total = staff.reduce((sum, s) => sum + Number(s.amount) * 100, 0) / 100;
      const quoteId = await getQuote(suite.owner.key, "USDC", String(total), "USDC", 100, "private");
      const created = await create(suite.owner.key, {
        type: "payroll",
        quoteId,
        mode: "private",
        sender: alice.publicKey.toBase58(),
        recipients: staff.map((s) => ({ address: s.wallet.toBase58(), amount: s.amount })),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.depositFee.recipientsNeedingAta).toBe(50);
      // Its legs fall due at times of their own and may be held for a companion (for a minute here): any of the 50
      // may leave alone in a payout of its own. Create charges that bound, a signature a leg, less the quote's one.
      const { quoted, payoutNetwork } = created.body.depositFee;
      expect(payoutNetwork).toBe(formatAmount(convertUnits(245_000n, "SOL", "USDC", referencePrices(), "up"), 6));
      // The deposit screen's breakdown: the payroll, the fee (quoted and payout network) and the rent add up to it.
      const awaiting = await settledStatus(suite.owner.key, created.body.transactionId, ["processing"]);
      expect(awaiting.deposit).toMatchObject({
        amount: created.body.depositAmount,
        payment: String(total),
        fee: formatAmount(units(quoted) + units(payoutNetwork), 6),
        ataRent: created.body.depositFee.ataRent,
      });
      expect(Number(created.body.depositFee.ataRent)).toBeGreaterThan(0);

      await payDeposit(world, alice, created.body.ephemeralAddress, "USDC", created.body.depositAmount);
      const done = await settledStatus(suite.owner.key, created.body.transactionId, ["completed", "failed"], 120_000);
      expect(done.status, JSON.stringify(done.failure)).toBe("completed");
      for (const s of staff) {
        expect(await balanceOf(world, "USDC", s.wallet)).toBe(BigInt(Math.round(Number(s.amount) * 1e6)));
      }
      expect(done.recipients.every((r: { status: string }) => r.status === "completed")).toBe(true);
      const payouts = (await movesOfTransaction(await getDb(), created.body.transactionId)).filter(
        (m) => m.purpose === "payout",
      );
      const signatures = new Set(done.recipients.map((r: { signature: string }) => r.signature));
      expect(signatures.size).toBe(payouts.length);
      // Nine transfers that each create a token account, and the compute budget, fit one transaction of 1,232 bytes.
      expect(payouts.length).toBe(6);
      await expectBooksBalance([created.body.transactionId]);

      await eventually(() => receiver.on(path).length >= 2, 60_000);
      const delivered = receiver.on(path).map((r) => new Webhook(hook.secret).verify(r.body, r.headers)) as {
        type: string;
        data: { transactionId: string };
      }[];
      expect(delivered.map((d) => d.type).sort()).toEqual(["transaction.completed", "transaction.processing"]);
      expect(delivered.every((d) => d.data.transactionId === created.body.transactionId)).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
