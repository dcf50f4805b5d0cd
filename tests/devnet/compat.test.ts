import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { faucet, fundSol, testDevnet, waitForStatus } from "./harness";

const USDC = new PublicKey(assets.USDC.mint);
let devnet: RunningDevnet;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];

beforeAll(async () => {
  ({ devnet, connection } = await testDevnet());
});
afterAll(() => devnet.close());

async function transferSol(from: Keypair, to: PublicKey, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(from);
  return tx;
}

describe("devnet through @solana/web3.js Connection", () => {
  it("answers the cluster questions", async () => {
    expect(await connection.getVersion()).toHaveProperty("solana-core");
    expect(typeof (await connection.getSlot())).toBe("number");
    expect(typeof (await connection.getBlockHeight())).toBe("number");
    expect(await connection.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect((await connection.getEpochInfo()).epoch).toBe(0);
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(lastValidBlockHeight).toBe((await connection.getBlockHeight()) + 150);
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true);
    const health = await fetch(devnet.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getHealth" }),
    });
    expect(((await health.json()) as { result: string }).result).toBe("ok");
  });

  it("airdrops, transfers SOL, reports the fee and the transaction", async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, 2 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(alice.publicKey)).toBe(2 * LAMPORTS_PER_SOL);

    const tx = await transferSol(alice, bob.publicKey, LAMPORTS_PER_SOL / 2);
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5000);
    const simulated = await connection.simulateTransaction(tx);
    expect(simulated.value.err).toBeNull();
    const signature = await connection.sendRawTransaction(tx.serialize());
    await waitForStatus(connection, signature, "confirmed", devnet);
    expect(await connection.getBalance(bob.publicKey)).toBe(LAMPORTS_PER_SOL / 2);
    expect(await connection.getBalance(alice.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000);

    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(fetched?.meta?.fee).toBe(5000);
    expect(fetched?.meta?.err).toBeNull();
    expect(fetched?.blockTime).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(fetched?.transaction.signatures[0]).toBe(signature);
    const [latest] = await connection.getSignaturesForAddress(bob.publicKey);
    expect(latest?.signature).toBe(signature);
  });

  it("moves a transaction from processed to confirmed to finalized as slots pass", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const signature = await connection.sendRawTransaction(
      (await transferSol(alice, Keypair.generate().publicKey, 10_000_000)).serialize(),
    );
    const first = await connection.getSignatureStatuses([signature]);
    expect(first.value[0]?.confirmationStatus).toBe("processed");
    devnet.advanceSlots(1);
    expect((await connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus).toBe("confirmed");
    devnet.advanceSlots(3);
    const final = (await connection.getSignatureStatuses([signature])).value[0];
    expect(final?.confirmationStatus).toBe("finalized");
    expect(final?.confirmations).toBeNull();
  });

  it("does not execute a resent identical transaction twice", async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const wire = (await transferSol(alice, bob.publicKey, 100_000_000)).serialize();
    const first = await connection.sendRawTransaction(wire);
    const again = await connection.sendRawTransaction(wire);
    expect(again).toBe(first);
    devnet.advanceSlots(1);
    expect(await connection.getBalance(bob.publicKey)).toBe(100_000_000);
  });

  it("round-trips USDC with transferChecked, visible to token queries", async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(devnet, alice, "USDC", 250_000_000n);
    const from = getAssociatedTokenAddressSync(USDC, alice.publicKey);
    const to = getAssociatedTokenAddressSync(USDC, bob.publicKey);
    expect((await connection.getTokenAccountBalance(from)).value.uiAmountString).toBe("250");

    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, bob.publicKey, USDC),
        createTransferCheckedInstruction(from, USDC, to, alice.publicKey, 100_500_000n, 6),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([alice]);
    const signature = await connection.sendRawTransaction(tx.serialize());
    await waitForStatus(connection, signature, "confirmed", devnet);
    expect((await connection.getTokenAccountBalance(to)).value.amount).toBe("100500000");
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe("149500000");

    const parsed = await connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint: USDC });
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe("100.5");
    const byProgram = await connection.getTokenAccountsByOwner(alice.publicKey, { mint: USDC });
    expect(byProgram.value).toHaveLength(1);
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(fetched?.version).toBe(0);
    expect(
      fetched?.meta?.postTokenBalances?.find((b) => b.owner === bob.publicKey.toBase58())?.uiTokenAmount.amount,
    ).toBe("100500000");
    const [acc] = (await connection.getMultipleAccountsInfo([from, to, Keypair.generate().publicKey])).slice(2);
    expect(acc).toBeNull();
    const mintInfo = await connection.getAccountInfo(USDC);
    expect(mintInfo?.owner.toBase58()).toBe("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
    expect(mintInfo?.data.length).toBe(82);
    const parsedMint = await connection.getParsedAccountInfo(USDC);
    expect((parsedMint.value!.data as { parsed: { info: { decimals: number } } }).parsed.info.decimals).toBe(6);
  });

  it("fails a transaction like a real node: preflight error with logs, nothing moved", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const tx = await transferSol(alice, Keypair.generate().publicKey, 5 * LAMPORTS_PER_SOL);
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendTransactionError);
    expect(String((error as Error).message)).toContain("Transaction simulation failed");
    expect((error as SendTransactionError).logs?.join("\n")).toContain("insufficient lamports");
    expect(await connection.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL);
  });

  it("refuses a blockhash older than 150 slots", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const tx = await transferSol(alice, Keypair.generate().publicKey, 1_000_000);
    devnet.advanceSlots(151);
    expect((await connection.isBlockhashValid(tx.recentBlockhash!)).value).toBe(false);
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/Blockhash not found/);
  });

  it("answers bad requests with JSON-RPC errors", async () => {
    const call = async (body: string) =>
      (await (
        await fetch(devnet.url, { method: "POST", headers: { "content-type": "application/json" }, body })
      ).json()) as {
        error?: { code: number };
      };
    expect((await call("{nope")).error?.code).toBe(-32700);
    expect((await call('{"jsonrpc":"2.0","id":1,"method":"getNothing"}')).error?.code).toBe(-32601);
    expect((await call('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["not-an-address"]}')).error?.code).toBe(
      -32602,
    );
    await expect(connection.getBalance(new PublicKey(new Uint8Array(32).fill(9)))).resolves.toBe(0);
  });
});
