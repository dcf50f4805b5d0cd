import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSetAuthorityInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  sendAndConfirmTransaction,
  Transaction,
  type TransactionInstruction,
} from "@solana/web3.js";
import { afterEach, describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import { assets } from "@/server/assets";
import { getDb } from "@/server/db/client";
import { swapVolumeSince } from "@/server/db/queries/swap-pools";
import { parseAmount } from "@/server/money";
import { setReferencePrice } from "@/server/pricing";
import { faucet } from "../devnet/harness";
import { newAccountKey, type TestKey } from "../support/accounts";
import { call } from "../support/call";
import {
  airdroppedWallet,
  create,
  settledStatus,
  signedSwap as signedSwapOf,
  walletSuite,
} from "../wallet/wallet-harness";

// 200 ms slots: a blockhash lives 150 slots, about 30 s, and is expired for good some 32 slots later.
const suite = walletSuite("write", 200);
const units = (text: string, decimals: number) => (parseAmount(text, decimals) as { units: bigint }).units;
const usdc = new PublicKey(assets.USDC.mint);

afterEach(() => setReferencePrice("SOL", undefined));

const tokens = (owner: PublicKey) =>
  suite.world.connection.getTokenAccountBalance(getAssociatedTokenAddressSync(usdc, owner)).then(
    (r) => BigInt(r.value.amount),
    () => 0n,
  );

const wallet = (lamports: bigint) => airdroppedWallet(suite.world, lamports);

const run = (payer: Keypair, instruction: TransactionInstruction, ...signers: Keypair[]) =>
  sendAndConfirmTransaction(suite.world.connection, new Transaction().add(instruction), [payer, ...signers], {
    commitment: "confirmed",
  });

const quote = (owner: TestKey, input: "SOL" | "USDC", output: "SOL" | "USDC", amount: string) =>
  call(quoteRoute.GET, "GET", "/v1/quote", {
    key: owner.key,
    query: { inputAsset: input, outputAsset: output, amount, slippageBps: 100 },
  });

/** A quoted swap prepared and signed by `alice`, not yet created. */
async function signedSwap(
  owner: TestKey,
  alice: Keypair,
  input: "SOL" | "USDC",
  output: "SOL" | "USDC",
  amount: string,
) {
  const { quoted, body } = await signedSwapOf(owner.key, alice, { input, output, amount });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  return { quoted, body: body! };
}

/**
 * A USDC->SOL swap the client holds back after the treasury signed it: alice hands her USDC account to another key
 * of hers before create (create's balance check reads the account, which still holds the USDC; the send is refused
 * at preflight, the owner no longer signs), waits for SOL to move to `usd`, and hands it back.
 */
async function heldSwap(usd: string) {
  const owner = await newAccountKey("write");
  const alice = await wallet(BigInt(LAMPORTS_PER_SOL));
  const stash = Keypair.generate();
  await faucet(suite.world.devnet, alice, "USDC", units("1600", 6));
  const account = getAssociatedTokenAddressSync(usdc, alice.publicKey);
  const { quoted, body } = await signedSwap(owner, alice, "USDC", "SOL", "1500");
  await run(
    alice,
    createSetAuthorityInstruction(account, alice.publicKey, AuthorityType.AccountOwner, stash.publicKey),
  );
  const created = await create(owner.key, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.status).toBe("pending");
  setReferencePrice("SOL", usd);
  const market = await quote(await newAccountKey("write"), "USDC", "SOL", "1500");
  const solBefore = BigInt(await suite.world.connection.getBalance(alice.publicKey));
  await run(
    alice,
    createSetAuthorityInstruction(account, stash.publicKey, AuthorityType.AccountOwner, alice.publicKey),
    stash,
  );
  const settled = await settledStatus(owner.key, created.body.transactionId, ["completed", "failed"], 90_000);
  const solAfter = BigInt(await suite.world.connection.getBalance(alice.publicKey));
  return { owner, alice, quoted, market, settled, solGained: solAfter - solBefore };
}

describe("a wallet swap held back after the treasury signed it", () => {
  it("is not sent once the market moved past the treasury's tolerance in the client's favour: it fails at its expiry and gives back its fill", async () => {
    // SOL up 6.7%: the 1,500 USDC the swap pays in buy less SOL than the signed output.
    const { owner, alice, quoted, market, settled } = await heldSwap("160");
    expect(units(quoted.body.outputAmount, 9)).toBeGreaterThan(units(market.body.outputAmount, 9));
    expect(settled.status, JSON.stringify(settled)).toBe("failed");
    expect(settled.failure.code).toBe("EXPIRED");
    expect(settled.failure.details.lastBroadcastError).toMatchObject({ reason: "price_moved", toleranceBps: 5 });
    expect(await tokens(alice.publicKey)).toBe(units("1600", 6));
    // Its fill no longer counts against the account's volume (nor, failed, against the pool).
    expect(await swapVolumeSince(await getDb(), owner.principal.accountId, new Date(Date.now() - 86_400_000))).toBe(0n);
  }, 180_000);

  it("lands at the quote once released when the market moved the treasury's way", async () => {
    const { quoted, settled, solGained, alice } = await heldSwap("140");
    expect(settled.status, JSON.stringify(settled)).toBe("completed");
    // What alice received for her 1,500 USDC is the signed output, less the fees she paid in SOL meanwhile.
    const output = units(quoted.body.outputAmount, 9);
    expect(solGained).toBeGreaterThan(output - 100_000n);
    expect(solGained).toBeLessThan(output);
    expect(await tokens(alice.publicKey)).toBe(units("100", 6));
  }, 180_000);

  it("lands a swap whose output token account the client closed after signing: the swap opens it again", async () => {
    const owner = await newAccountKey("write");
    const alice = await wallet(12n * BigInt(LAMPORTS_PER_SOL));
    const account = getAssociatedTokenAddressSync(usdc, alice.publicKey);
    await run(
      alice,
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, account, alice.publicKey, usdc),
    );
    const { quoted, body } = await signedSwap(owner, alice, "SOL", "USDC", "10");
    await run(alice, createCloseAccountInstruction(account, alice.publicKey, alice.publicKey));
    const created = await create(owner.key, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const settled = await settledStatus(owner.key, created.body.transactionId, ["completed", "failed"], 90_000);
    expect(settled.status, JSON.stringify(settled)).toBe("completed");
    expect(await tokens(alice.publicKey)).toBe(units(quoted.body.outputAmount, 6));
  }, 180_000);
});
