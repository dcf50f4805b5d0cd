import { Keypair, LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { fundSol, rpcAnswer, testDevnet, waitForStatus } from "../devnet/harness";

/**
 * The devnet answers a transaction's signatures as a validator does: the signature of a landed transaction put on
 * other bytes is one that does not verify, and a simulation checks signatures only when asked to.
 */
let devnet: RunningDevnet;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];
beforeAll(async () => {
  ({ devnet, connection } = await testDevnet());
});
afterAll(() => devnet.close());

const rpc = (method: string, params: unknown[]) => rpcAnswer(devnet, method, params);
const b64 = (tx: VersionedTransaction) => Buffer.from(tx.serialize()).toString("base64");

async function transfer(payer: Keypair) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1e6 }),
    ],
  });
  const tx = new VersionedTransaction(message.compileToV0Message());
  tx.sign([payer]);
  return tx;
}

describe("adversary: signatures the devnet must answer as a validator does", () => {
  it("refuses (-32003) another message carrying a landed transaction's signature, not answering as if it landed", async () => {
    const payer = Keypair.generate();
    await fundSol(connection, devnet, payer.publicKey, LAMPORTS_PER_SOL);
    const landed = await transfer(payer);
    await waitForStatus(connection, await connection.sendRawTransaction(landed.serialize()), "confirmed", devnet);
    const forged = await transfer(payer);
    forged.signatures[0] = landed.signatures[0]!;
    const answer = await rpc("sendTransaction", [b64(forged), { encoding: "base64" }]);
    expect(answer.error?.code, JSON.stringify(answer)).toBe(-32003);
  });

  it("simulates a transaction with a placeholder signature when sigVerify is not given (a validator's default)", async () => {
    const payer = Keypair.generate();
    await fundSol(connection, devnet, payer.publicKey, LAMPORTS_PER_SOL);
    const tx = await transfer(payer);
    tx.signatures[0] = new Uint8Array(64).fill(1);
    const answer = await rpc("simulateTransaction", [b64(tx), { encoding: "base64", replaceRecentBlockhash: true }]);
    expect(answer.error, JSON.stringify(answer)).toBeUndefined();
    expect((answer.result as { value: { err: unknown } }).value.err).toBeNull();
  });
});
