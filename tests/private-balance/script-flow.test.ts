import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faucetFunder, runPrivateBalanceFlow } from "@/examples/private-balance";
import { assets } from "@/server/assets";
import { formatAmount } from "@/server/money";
import { balanceOf, expectBooksBalance } from "../private/private-harness";
import { newAccountKey } from "../support/accounts";
import { appRoutes } from "../support/app-routes";
import { serveRoutes } from "../support/route-server";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";
import { usdc } from "./balance-harness";

// examples/private-balance.ts as a customer runs it: over HTTP against the app's routes, its executor and the
// embedded devnet, with nothing of the service's code in the script.

let world: WalletWorld;
let server: Awaited<ReturnType<typeof serveRoutes>>;

beforeAll(async () => {
  world = await walletWorld();
  server = await serveRoutes(await appRoutes("v1"));
}, 60_000);
afterAll(async () => {
  await server?.close();
  await world?.close();
});

const mint = new PublicKey(assets.USDC.mint);
const text = (units: bigint) => formatAmount(units, 6);

/** Every account a landed transaction names: its static keys and those loaded from lookup tables. */
async function accountKeys(signature: string): Promise<string[]> {
  const tx = await world.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
  expect(tx, `transaction ${signature} on the ledger`).not.toBeNull();
  const keys = tx!.transaction.message.getAccountKeys({ accountKeysFromLookups: tx!.meta?.loadedAddresses });
  return keys
    .keySegments()
    .flat()
    .map((k) => k.toBase58());
}

describe("the private balance from a plain web3.js script (examples/private-balance.ts)", () => {
  it("tops up 100, pays a payroll and a withdrawal from it: exact entries and ledger, no payout names the funder", async () => {
    const { key } = await newAccountKey("write");
    const funder = await faucetFunder(server.url, key, world.devnet.url);
    const result = await runPrivateBalanceFlow({
      serviceUrl: server.url,
      apiKey: key,
      funder,
      rpcUrl: world.devnet.url,
      timeoutMs: 60_000,
    });

    // The entries: exact amounts, each balanceAfter the one before plus its amount, from 0.
    const paid = result.payroll.recipients.reduce((sum, r) => sum + usdc(r.amount), 0n);
    const fee = usdc(result.payroll.fee);
    const withdrawn = usdc(result.withdrawal.amount);
    const withdrawalFee = usdc(result.withdrawal.fee);
    expect(fee).toBeGreaterThan(0n);
    expect(withdrawalFee).toBeGreaterThan(0n);
    expect(usdc(result.payroll.debited)).toBe(paid + fee);
    expect(usdc(result.withdrawal.debited)).toBe(withdrawn + withdrawalFee);
    const expected = [
      ["top_up", 100_000_000n, result.topUp.topUpId],
      ["payment", -paid, result.payroll.transactionId],
      ["fee", -fee, result.payroll.transactionId],
      ["withdrawal", -withdrawn, result.withdrawal.withdrawalId],
      ["fee", -withdrawalFee, result.withdrawal.withdrawalId],
    ] as const;
    let after = 0n;
    const wanted = expected.map(([type, amount, transactionId]) => {
      after += amount;
      return { type, amount: text(amount), balanceAfter: text(after), transactionId };
    });
    expect(
      result.entries.map(({ type, amount, balanceAfter, transactionId }) => ({
        type,
        amount,
        balanceAfter,
        transactionId,
      })),
    ).toEqual(wanted);
    expect(usdc(result.available)).toBe(100_000_000n - paid - fee - withdrawn - withdrawalFee);
    expect(usdc(result.available)).toBe(after);

    // The ledger: every recipient holds exactly its amount, the withdrawal address exactly w.
    for (const r of result.payroll.recipients) {
      expect(await balanceOf(world, "USDC", new PublicKey(r.address)), r.address).toBe(usdc(r.amount));
    }
    expect(await balanceOf(world, "USDC", new PublicKey(result.withdrawal.address))).toBe(withdrawn);

    // No payout names the funding wallet, the deposit address or either's token account; each names its recipient.
    const ephemeral = new PublicKey(result.topUp.ephemeralAddress);
    const linking = [
      funder.publicKey,
      getAssociatedTokenAddressSync(mint, funder.publicKey),
      ephemeral,
      getAssociatedTokenAddressSync(mint, ephemeral, true),
    ].map((k) => k.toBase58());
    // The same reading finds them in the deposit itself: the check below could see them.
    expect(await accountKeys(result.topUp.depositSignature)).toEqual(expect.arrayContaining(linking));
    const payouts = [
      ...result.payroll.recipients.map((r, i) => [r.address, result.payroll.signatures[i]] as const),
      [result.withdrawal.address, result.withdrawal.signatures[0]] as const,
    ];
    expect(result.payroll.signatures).toHaveLength(result.payroll.recipients.length);
    expect(result.withdrawal.signatures).toHaveLength(1);
    for (const [recipient, signature] of payouts) {
      const keys = await accountKeys(signature!);
      expect(keys).toContain(getAssociatedTokenAddressSync(mint, new PublicKey(recipient)).toBase58());
      for (const k of linking) expect(keys, `payout ${signature} names ${k}`).not.toContain(k);
    }
    await expectBooksBalance([result.topUp.topUpId, result.payroll.transactionId, result.withdrawal.withdrawalId]);
  }, 180_000);

  it("runs as a command: env in, the steps and the entries out", async () => {
    const { key } = await newAccountKey("write");
    const [alice, bob, dave] = [Keypair.generate(), Keypair.generate(), Keypair.generate()].map((k) => k.publicKey);
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "examples/private-balance.ts"], {
      env: {
        ...process.env,
        PAYMENT_API_URL: server.url,
        PAYMENT_API_KEY: key,
        SOLANA_RPC_URL: world.devnet.url,
        RECIPIENTS: `${alice!.toBase58()}:1.5,${bob!.toBase58()}:2`,
        WITHDRAW_ADDRESS: dave!.toBase58(),
      },
      timeout: 120_000,
    });
    expect(stdout).toMatch(/^\s+top_up\s+100 -> 100$/m);
    expect(stdout).toMatch(/^\s+payment\s+-3\.5 -> 96\.5$/m);
    expect(stdout).toMatch(/^\s+withdrawal\s+-30 -> /m);
    expect(stdout).toMatch(/^available: \d+(\.\d+)? USDC$/m);
    expect(await balanceOf(world, "USDC", alice!)).toBe(1_500_000n);
    expect(await balanceOf(world, "USDC", bob!)).toBe(2_000_000n);
    expect(await balanceOf(world, "USDC", dave!)).toBe(30_000_000n);
  }, 180_000);
});
