import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartDevnet, type ProcessDevnet } from "../devnet/harness";

/**
 * web3.js reads some bytes that LiteSVM's stricter decoder refuses, and LiteSVM ends the process on them (and
 * `npm start` with it): a length written the long way, a transaction cut short. Anyone who reaches the RPC port
 * could send them. The devnet runs as its own process here, as `npm start` runs it, so a crash shows.
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
  }).then((r) => r.json())) as { result?: unknown; error?: { code: number } };

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
