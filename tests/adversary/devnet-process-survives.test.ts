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
import { npmStartDevnet, type ProcessDevnet, rpcAnswer } from "../devnet/harness";

/**
 * Sends that ended the devnet's process, and `npm start` with it, from anyone who can reach the RPC port (it
 * answers browsers): a v0 transaction naming a lookup table that cannot be resolved, sent without preflight (it
 * reached LiteSVM as an empty key), and bytes web3.js reads but LiteSVM's stricter decoder refuses (a length written
 * the long way, a transaction cut short). The devnet runs as its own process here, as `npm start` runs it, so a
 * crash shows.
 */
let devnet: ProcessDevnet;
beforeAll(async () => {
  devnet = await npmStartDevnet();
});
afterAll(() => Promise.race([devnet.close(), new Promise((resolve) => setTimeout(resolve, 2_000))]));

const rpc = (method: string, params: unknown[]) => rpcAnswer(devnet, method, params);

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

async function signedTransfer() {
  const payer = Keypair.generate();
  await rpc("requestAirdrop", [payer.publicKey.toBase58(), LAMPORTS_PER_SOL]);
  const { blockhash } = await new Connection(devnet.url).getLatestBlockhash();
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
      ],
    }).compileToLegacyMessage(),
  );
  tx.sign([payer]);
  return Buffer.from(tx.serialize());
}

describe("adversary: bytes LiteSVM cannot decode", () => {
  it("refuses a message whose account-key count is written the long way (-32602), and keeps serving", async () => {
    const good = await signedTransfer();
    const at = 1 + 64 + 3; // one signature, then the legacy header, then the key count
    const wire = Buffer.concat([good.subarray(0, at), Buffer.from([good[at]! | 0x80, 0x00]), good.subarray(at + 1)]);
    for (const method of ["sendTransaction", "simulateTransaction"]) {
      const answer = await rpc(method, [wire.toString("base64"), { encoding: "base64" }]);
      expect(answer.error?.code, method).toBe(-32602);
    }
    expect(await rpc("getHealth", [])).toMatchObject({ result: "ok" });
  });

  it("refuses a simulation of a transaction cut short (-32602), and keeps serving", async () => {
    const good = await signedTransfer();
    const answer = await rpc("simulateTransaction", [
      good.subarray(0, good.length - 3).toString("base64"),
      { encoding: "base64" },
    ]);
    expect(answer.error?.code).toBe(-32602);
    expect(await rpc("getHealth", [])).toMatchObject({ result: "ok" });
  });

  it("refuses a transaction longer than a packet (-32602)", async () => {
    const good = await signedTransfer();
    const long = Buffer.concat([good, Buffer.alloc(1300 - good.length)]);
    const answer = await rpc("sendTransaction", [long.toString("base64"), { encoding: "base64", skipPreflight: true }]);
    expect(answer.error?.code).toBe(-32602);
  });
});
