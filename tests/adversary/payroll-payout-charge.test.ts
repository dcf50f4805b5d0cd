import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { formatAmount } from "@/server/money";
import { convertUnits, lamportsPerSignature, referencePrices } from "@/server/pricing";
import { fundSol } from "../devnet/harness";
import {
  createPrivatePayroll,
  expectBooksBalance,
  fundedWallet,
  payDeposit,
  resetPayoutDelaysAfterEach,
  setPayoutDelays,
} from "../private/private-harness";
import { lossCounted } from "../support/loss-metric";
import { openUsdcAccount } from "../support/token-accounts";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

/**
 * Each leg of a private payroll falls due at a time of its own within the delay window, and legs of different
 * amounts are not held for each other: a payroll's legs leave over many payout rounds, a leg alone in its payout
 * paying the whole fee. Create charged the payouts as if the legs left together (one for six recipients); the books
 * then named every such honest payroll as a loss and ServiceLoss fired.
 */
const suite = walletSuite();
resetPayoutDelaysAfterEach();

describe("adversary: a payroll whose legs fall due apart", () => {
  it("is charged for every payout its legs can leave in, so its books balance however they fall", async () => {
    setPayoutDelays(0, 30);
    const { world } = suite;
    const before = await lossCounted("uncharged");
    const recipients = [];
    for (let i = 0; i < 6; i++) {
      const wallet = Keypair.generate();
      await fundSol(world.connection, world.devnet, wallet.publicKey, LAMPORTS_PER_SOL / 100);
      await openUsdcAccount(world.connection, wallet);
      recipients.push({ address: wallet.publicKey.toBase58(), amount: `0.00${i + 1}` });
    }
    const payer = await fundedWallet(world);
    const payroll = await createPrivatePayroll(suite.owner.key, payer.publicKey, recipients, "0.021");
    await payDeposit(world, payer, payroll.ephemeralAddress, "USDC", payroll.depositAmount);
    const done = await settledStatus(
      suite.owner.key,
      payroll.transactionId as string,
      ["completed", "failed"],
      150_000,
    );
    expect(done.status, JSON.stringify(done.failure)).toBe("completed");
    // However many payouts the legs took (nearly always several), their fees are within the charge.
    await expectBooksBalance([payroll.transactionId as string]);
    expect((await lossCounted("uncharged")) - before).toBe(0);
    // Six legs may leave in six payouts, each alone: five signatures beyond the one the quote priced.
    const payoutNetwork = convertUnits(5n * lamportsPerSignature, "SOL", "USDC", referencePrices(), "up");
    expect(payroll.depositFee).toMatchObject({ payoutNetwork: formatAmount(payoutNetwork, 6) });
  }, 240_000);
});
