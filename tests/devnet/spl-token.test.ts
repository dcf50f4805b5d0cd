import {
  createMint,
  getAccount,
  getMint,
  getOrCreateAssociatedTokenAccount,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from "@solana/spl-token";
import { Connection, Keypair, LAMPORTS_PER_SOL, type ParsedInstruction, PublicKey } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { npmStartDevnet, type ProcessDevnet } from "./harness";

/**
 * @solana/spl-token's helpers, unchanged, against the devnet as `npm start` runs it: each one sends and confirms
 * over the websocket web3.js finds on its own at the RPC port + 1.
 */
let devnet: ProcessDevnet;
let connection: Connection;

beforeAll(async () => {
  devnet = await npmStartDevnet();
  connection = new Connection(devnet.url, "confirmed");
});
afterAll(() => devnet.close());

async function funded(): Promise<Keypair> {
  const owner = Keypair.generate();
  const signature = await connection.requestAirdrop(owner.publicKey, 2 * LAMPORTS_PER_SOL);
  await connection.confirmTransaction({ signature, ...(await connection.getLatestBlockhash()) });
  return owner;
}

describe("@solana/spl-token helpers against the devnet", () => {
  for (const programId of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
    const name = programId.equals(TOKEN_PROGRAM_ID) ? "SPL Token" : "Token-2022";

    it(`${name}: createMint, getOrCreateAssociatedTokenAccount, mintTo, transferChecked`, async () => {
      const payer = await funded();
      const bob = Keypair.generate().publicKey;
      const mint = await createMint(connection, payer, payer.publicKey, null, 6, undefined, undefined, programId);
      expect((await getMint(connection, mint, "confirmed", programId)).decimals).toBe(6);
      const from = await getOrCreateAssociatedTokenAccount(
        connection,
        payer,
        mint,
        payer.publicKey,
        false,
        "confirmed",
        undefined,
        programId,
      );
      await mintTo(connection, payer, mint, from.address, payer, 9_000_000n, [], undefined, programId);
      const to = await getOrCreateAssociatedTokenAccount(
        connection,
        payer,
        mint,
        bob,
        false,
        "confirmed",
        undefined,
        programId,
      );
      // A second call finds the account instead of creating it.
      const again = await getOrCreateAssociatedTokenAccount(
        connection,
        payer,
        mint,
        bob,
        false,
        "confirmed",
        undefined,
        programId,
      );
      expect(again.address.toBase58()).toBe(to.address.toBase58());

      const signature = await transferChecked(
        connection,
        payer,
        from.address,
        mint,
        to.address,
        payer,
        2_750_000n,
        6,
        [],
        undefined,
        programId,
      );
      expect((await getAccount(connection, to.address, "confirmed", programId)).amount).toBe(2_750_000n);
      expect((await getAccount(connection, from.address, "confirmed", programId)).amount).toBe(6_250_000n);
      const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect((parsed!.transaction.message.instructions[0] as ParsedInstruction).parsed).toMatchObject({
        type: "transferChecked",
        info: { tokenAmount: { amount: "2750000", decimals: 6, uiAmountString: "2.75" } },
      });
      const owned = await connection.getParsedTokenAccountsByOwner(bob, { programId });
      expect(owned.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe("2750000");
    }, 25_000);
  }

  it("moves the devnet's USDC with transferChecked, creating the recipient's account", async () => {
    const payer = await funded();
    const usdc = new PublicKey(assets.USDC.mint);
    await fetch(devnet.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "devnet_faucet",
        params: [payer.publicKey.toBase58(), "USDC", "5000000"],
      }),
    });
    const from = await getOrCreateAssociatedTokenAccount(connection, payer, usdc, payer.publicKey);
    const to = await getOrCreateAssociatedTokenAccount(connection, payer, usdc, Keypair.generate().publicKey);
    await transferChecked(connection, payer, from.address, usdc, to.address, payer, 1_500_000n, 6);
    expect((await connection.getTokenAccountBalance(to.address)).value.uiAmountString).toBe("1.5");
  }, 25_000);
});
