import type { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { widenReceiptWindow } from "../private/receipt-window";
import { newAccountKey, type TestKey } from "../support/accounts";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

widenReceiptWindow();

async function paidSend(owner: TestKey, payer: Keypair, amount: string) {
  const made = await createPrivateSend(owner.key, payer.publicKey, amount);
  await payDeposit(suite.world, payer, made.ephemeralAddress!, "USDC", made.depositAmount!);
  const done = await settledStatus(owner.key, made.transactionId!, ["completed", "failed"]);
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return done;
}

describe("the payer's own activity in its receipt", () => {
  // Not fixed (a weakness left for a decision): two sends of 5 by one account, both deposits paid from ONE wallet,
  // in one window. A chain observer sees both deposits come from that wallet, so each payout of 5 is that wallet's:
  // the second payment is linkable, yet its receipt counts the first deposit as another sender and says 2.
  // Excluding the account's own deposits is wrong for an account whose deposits are paid by many end users (the
  // deposit world of bench/privacy is one account); the sender wallet that paid each deposit is what tells them apart.
  // Passes while the weakness is there: the second receipt says 2 where it should say 1.
  it("known limit (docs/threat-model.md): a second deposit from the same wallet is counted as another sender", async () => {
    const owner = await newAccountKey("write");
    const wallet = await fundedWallet(suite.world);
    const first = await paidSend(owner, wallet, "5");
    expect(first.privacy.anonymitySet).toBe(1);
    const second = await paidSend(owner, wallet, "5");
    expect(second.privacy.anonymitySet).toBe(2);
  });
});
