import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { loadTreasury } from "@/server/ledger/treasury";
import { watchPaymentRequestsRound } from "@/server/services/payment-requests/watch-payment-requests";
import {
  askTransaction,
  createRequest,
  getRequest,
  signAndSend,
  walletWith,
} from "../payment-requests/payment-request-harness";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();

/**
 * A wallet-mode USDC payment now quoted with fee 0: does the service pay any lamport of it (the network fee, the
 * recipient's new token account)? A hostile customer would make many such requests to fresh recipients.
 */
describe("adversary: a wallet-mode token payment's lamport costs", () => {
  it("are all the payer's: the treasury and pool wallets pay nothing", async () => {
    const { connection } = suite.world;
    const service = [loadTreasury().publicKey, ...poolWallets().map((k) => k.publicKey)];
    const serviceLamports = async () =>
      (await Promise.all(service.map((k) => connection.getBalance(k, "confirmed")))).reduce((a, b) => a + b, 0);
    const recipient = Keypair.generate().publicKey;
    const made = await createRequest(suite.owner.key, { asset: "USDC", amount: "1", recipient: recipient.toBase58() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.paymentRequestId as string;
    const payer = await walletWith(suite.world, 1, 5_000_000n);
    const before = await serviceLamports();
    const payerBefore = await connection.getBalance(payer.publicKey, "confirmed");
    const asked = await askTransaction(id, payer.publicKey.toBase58());
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const signature = await signAndSend(suite.world, asked.body.transaction, payer);
    const db = await getDb();
    const paid = await eventually(async () => {
      await watchPaymentRequestsRound(db);
      const got = await getRequest(suite.owner.key, id);
      return got.body.status === "paid" && got.body;
    }, 30_000);
    expect(paid).toMatchObject({ signature });
    const landed = await connection.getTransaction(signature, {
      commitment: "confirmed",
      maxSupportedTransactionVersion: 0,
    });
    expect(landed!.transaction.message.staticAccountKeys[0]!.equals(payer.publicKey)).toBe(true);
    const ata = getAssociatedTokenAddressSync(new PublicKey(assets.USDC.mint), recipient);
    const rent = await connection.getBalance(ata, "confirmed");
    expect(rent).toBeGreaterThan(0);
    // The payer paid the fee and the new account's rent; the service's wallets moved nothing for it.
    expect(payerBefore - (await connection.getBalance(payer.publicKey, "confirmed"))).toBe(landed!.meta!.fee + rent);
    expect(await serviceLamports()).toBe(before);
  }, 120_000);
});
