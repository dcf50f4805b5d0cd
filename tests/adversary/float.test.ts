import { randomBytes } from "node:crypto";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Keypair, PublicKey } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { poolWallets } from "@/server/ledger/pool-wallets";
import { signMove } from "@/server/ledger/sign-move";
import { loadTreasury } from "@/server/ledger/treasury";
import { checkAccounting } from "@/server/services/accounting/check-accounting";
import { checkPoolAccounting } from "@/server/services/accounting/check-pool";
import { ensureFloat } from "@/server/services/transactions/private/shared/ensure-float";
import { floatTarget } from "@/server/services/transactions/private/shared/pool-floats";
import { returnToTreasury } from "@/server/services/transactions/private/shared/rebalance-pool";
import { waitForStatus } from "../devnet/harness";
import { balanceOf, createPrivateSend, fundedWallet, payDeposit } from "../private/private-harness";
import { settledStatus, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite();
const usdc = (n: bigint) => n * 1_000_000n;

/** Calls `step` until it reports "enough" (or a landed move), as the payout rounds and sweeps do between looks. */
async function until(step: () => Promise<unknown>, done: (state: unknown) => boolean = (state) => state === "enough") {
  for (let look = 0; look < 40; look++) {
    const state = await step();
    if (done(state)) return state;
  }
  throw new Error("did not settle");
}

const landed = (state: unknown) => (state as { state?: string }).state === "landed";

/** Signatures of the drains below: moves of the treasury's no record explains, which its books name. */
const drains: string[] = [];

/** Moves all the treasury's USDC to a stranger: the treasury is drained, outside any record (it is not the pool's). */
async function drainTreasuryUsdc(): Promise<void> {
  const treasury = loadTreasury();
  const held = await balanceOf(suite.world, "USDC", treasury.publicKey);
  if (held === 0n) return;
  const mint = new PublicKey(assets.USDC.mint);
  const stranger = Keypair.generate().publicKey;
  const signed = await signMove(
    treasury,
    [],
    [
      createAssociatedTokenAccountIdempotentInstruction(
        treasury.publicKey,
        getAssociatedTokenAddressSync(mint, stranger),
        stranger,
        mint,
      ),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, treasury.publicKey),
        mint,
        getAssociatedTokenAddressSync(mint, stranger),
        treasury.publicKey,
        held,
        6,
      ),
    ],
  );
  await suite.world.connection.sendRawTransaction(signed.wire);
  await waitForStatus(suite.world.connection, signed.signature, "finalized");
  drains.push(signed.signature);
  expect(await balanceOf(suite.world, "USDC", treasury.publicKey)).toBe(0n);
}

describe("pool floats decided on live balances, and money back from the pool to the treasury", () => {
  it("tops a drained wallet up again after a top-up was recorded for the same need", async () => {
    const db = await getDb();
    const wallet = poolWallets()[0]!;
    const start = await balanceOf(suite.world, "USDC", wallet.publicKey);
    expect(start).toBe(0n);
    const key = `float:${randomBytes(4).toString("hex")}:0:USDC`;
    const need = { key, wallet, asset: "USDC" as const, needed: usdc(3_000n) };
    await until(() => ensureFloat(db, need));
    expect(await balanceOf(suite.world, "USDC", wallet.publicKey)).toBe(usdc(3_000n));

    // Another move drains the wallet (here: its surplus above the float target back to the treasury, recorded).
    const treasuryBefore = await balanceOf(suite.world, "USDC", loadTreasury().publicKey);
    await until(() => returnToTreasury(db, 0, "USDC", floatTarget("USDC")), landed);
    expect(await balanceOf(suite.world, "USDC", wallet.publicKey)).toBe(floatTarget("USDC"));
    expect(await balanceOf(suite.world, "USDC", loadTreasury().publicKey)).toBe(
      treasuryBefore + usdc(3_000n) - floatTarget("USDC"),
    );

    // The same need again: the wallet holds 1,000 of the 3,000 it needs, so it is topped up by 2,000 under key:2.
    await until(() => ensureFloat(db, need));
    expect(await balanceOf(suite.world, "USDC", wallet.publicKey)).toBe(usdc(3_000n));
    const second = await findMove(db, `${key}:2`);
    expect(second).toMatchObject({ purpose: "float", status: "landed" });
    expect(second!.details).toMatchObject({ asset: "USDC", amount: usdc(2_000n).toString() });
    // Enough now: a third look moves nothing.
    expect(await ensureFloat(db, need)).toBe("enough");
    expect(await findMove(db, `${key}:3`)).toBeUndefined();
    expect((await checkPoolAccounting(db)).findings).toEqual([]);
  }, 90_000);

  it("gives a drained treasury money back from the pool, so top-ups and payouts go on", async () => {
    const db = await getDb();
    const [rich, poor] = [poolWallets()[0]!, poolWallets()[1]!];
    expect(await balanceOf(suite.world, "USDC", rich.publicKey)).toBe(usdc(3_000n));
    expect(await balanceOf(suite.world, "USDC", poor.publicKey)).toBe(0n);
    await drainTreasuryUsdc();

    // The treasury holds nothing: the richest other pool wallet sends back all its whole units first.
    const need = { key: `float:${randomBytes(4).toString("hex")}:1:USDC`, wallet: poor, asset: "USDC" as const };
    await until(() => ensureFloat(db, { ...need, needed: usdc(500n) }));
    expect(await balanceOf(suite.world, "USDC", poor.publicKey)).toBe(usdc(500n));
    expect(await balanceOf(suite.world, "USDC", rich.publicKey)).toBe(0n);
    expect(await balanceOf(suite.world, "USDC", loadTreasury().publicKey)).toBe(usdc(2_500n));
    expect((await checkPoolAccounting(db)).findings).toEqual([]);

    // Drained again, then a private send is paid out all the same: the pool's money comes back to pay it.
    await drainTreasuryUsdc();
    const alice = await fundedWallet(suite.world);
    const bob = Keypair.generate().publicKey;
    const created = await createPrivateSend(suite.owner.key, alice.publicKey, "5", bob);
    await payDeposit(suite.world, alice, created.ephemeralAddress!, "USDC", created.depositAmount!);
    const done = await settledStatus(suite.owner.key, created.transactionId!, ["completed", "failed"], 60_000);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(await balanceOf(suite.world, "USDC", bob)).toBe(usdc(5n));
    // This file's books: the send's and the pool's balance; the service's wallets' name the two drains and only them.
    const { findings } = await checkAccounting(db);
    const unrecorded = findings.filter((f) => f.check.includes("with no record"));
    expect(unrecorded.map((f) => f.check.split(" ")[2]).sort()).toEqual([...drains].sort());
    // What they took (the USDC, and the SOL of their fees and the stranger's new account) is missing from its balance.
    expect(findings.filter((f) => !unrecorded.includes(f)).map((f) => f.check)).toEqual([
      "treasury SOL: held against its opening balance and every movement its books count",
      "treasury USDC: held against its opening balance and every movement its books count",
    ]);
    // Everything the pool and treasury held stayed theirs: 500 in the pool, plus the deposit less the 5 paid out.
    const deposit = BigInt(Math.round(Number(created.depositAmount!) * 1_000_000));
    const pool = await Promise.all(poolWallets().map((w) => balanceOf(suite.world, "USDC", w.publicKey)));
    const treasury = await balanceOf(suite.world, "USDC", loadTreasury().publicKey);
    expect(pool.reduce((a, b) => a + b, 0n) + treasury).toBe(usdc(500n) + deposit - usdc(5n));
  }, 120_000);
});
