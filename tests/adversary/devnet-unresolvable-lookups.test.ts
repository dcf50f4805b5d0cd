import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartDevnet, type ProcessDevnet } from "../devnet/harness";

/**
 * A v0 transaction naming a lookup table that cannot be resolved, sent without preflight, reached LiteSVM with an
 * empty key and ended the devnet's process (and with it `npm start`). Anyone who can reach the RPC port (it answers
 * browsers) could send one. The devnet runs as its own process here, as `npm start` runs it, so a crash shows.
 */
let devnet: ProcessDevnet;
beforeAll(async () => {
  devnet = await npmStartDevnet();
});
afterAll(() => Promise.race([devnet.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]));

const rpc = async (method: string, params: unknown[]) =>
  (await fetch(devnet.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  }).then((r) => r.json())) as { result?: unknown; error?: { code: number; data?: { err?: unknown } } };

async function sendThrough(tableKey: PublicKey) {
  const connection = new Connection(devnet.url, "confirmed");
  const payer = Keypair.generate();
  const to = Keypair.generate().publicKey;
  await rpc("requestAirdrop", [payer.publicKey.toBase58(), LAMPORTS_PER_SOL]);
  const { blockhash } = await connection.getLatestBlockhash();
  const table = { key: tableKey, state: { addresses: [to] }, isActive: () => true } as never;
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 })],
    }).compileToV0Message([table]),
  );
  tx.sign([payer]);
  const wire = Buffer.from(tx.serialize()).toString("base64");
  return { payer, answer: await rpc("sendTransaction", [wire, { encoding: "base64", skipPreflight: true }]) };
}

describe("adversary: lookups the devnet cannot resolve", () => {
  it("refuses a table that does not exist, and keeps serving", async () => {
    const { answer } = await sendThrough(Keypair.generate().publicKey);
    expect(answer.error).toMatchObject({ code: -32002, data: { err: "AddressLookupTableNotFound" } });
    expect(await rpc("getHealth", [])).toMatchObject({ result: "ok" });
  });

  it("refuses an account that is not a table (a wallet), and keeps serving", async () => {
    const wallet = Keypair.generate().publicKey;
    await rpc("requestAirdrop", [wallet.toBase58(), LAMPORTS_PER_SOL]);
    const { answer } = await sendThrough(wallet);
    expect(answer.error).toMatchObject({ code: -32002, data: { err: "InvalidAddressLookupTableOwner" } });
    expect(await rpc("getHealth", [])).toMatchObject({ result: "ok" });
  });
});
