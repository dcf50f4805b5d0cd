import { Keypair, LAMPORTS_PER_SOL, SystemProgram } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { sendRecorded } from "@/server/ledger/send-batch";
import { signMove } from "@/server/ledger/sign-move";
import { fundSol, testDevnet, waitForStatus } from "../devnet/harness";
import { startRpcProxy } from "../support/rpc-proxy";

type Call = { method?: string };

let world: Awaited<ReturnType<typeof testDevnet>>;
const payer = Keypair.generate();
beforeAll(async () => {
  world = await testDevnet(undefined, 50);
  await fundSol(world.connection, world.devnet, payer.publicKey, 10 * LAMPORTS_PER_SOL);
});
afterAll(async () => {
  delete process.env.SOLANA_RPC_URL;
  resetEnv();
  await world.devnet.close();
});

/** A proxy in front of the devnet that counts the HTTP requests carrying sends; `refuseBatches` answers a batch as a node without batch support does. */
async function countingProxy(refuseBatches: boolean) {
  const requests: { batch: boolean; sends: number }[] = [];
  const proxy = await startRpcProxy(world.devnet.url, {
    before: (body) => {
      const parsed = JSON.parse(body.toString("utf8")) as Call | Call[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      const sends = calls.filter((c) => c.method === "sendTransaction").length;
      if (sends > 0) requests.push({ batch: Array.isArray(parsed), sends });
      if (!refuseBatches || !Array.isArray(parsed)) return undefined;
      const refusal = {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: "batch requests are not supported" },
      };
      return { status: 200, body: JSON.stringify(refusal) };
    },
  });
  process.env.SOLANA_RPC_URL = proxy.url;
  resetEnv();
  return { ...proxy, requests };
}

/** `count` SOL transfers from the payer, each to a fresh address, signed and not sent. */
async function signedTransfers(count: number) {
  const { blockhash, lastValidBlockHeight } = await world.connection.getLatestBlockhash();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const to = Keypair.generate().publicKey;
      const ix = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 });
      return { to, signed: await signMove(payer, [], [ix], { blockhash, lastValidBlockHeight }) };
    }),
  );
}

async function expectLanded(moves: Awaited<ReturnType<typeof signedTransfers>>) {
  for (const { to, signed } of moves) {
    await waitForStatus(world.connection, signed.signature, "confirmed", world.devnet);
    expect(await world.connection.getBalance(to)).toBe(1_000_000);
  }
}

describe("sending recorded moves together", () => {
  it("sends the moves signed at once in one request, and each lands", async () => {
    const proxy = await countingProxy(false);
    try {
      const moves = await signedTransfers(12);
      await Promise.all(moves.map(({ signed }) => sendRecorded(signed.wire)));
      expect(proxy.requests).toEqual([{ batch: true, sends: 12 }]);
      await expectLanded(moves);
    } finally {
      await proxy.close();
    }
  });

  it("sends each alone to a node that refuses batches, and each lands", async () => {
    const proxy = await countingProxy(true);
    try {
      const moves = await signedTransfers(5);
      await Promise.all(moves.map(({ signed }) => sendRecorded(signed.wire)));
      // The refused batch, then the five alone.
      expect(proxy.requests).toEqual([{ batch: true, sends: 5 }, ...moves.map(() => ({ batch: false, sends: 1 }))]);
      await expectLanded(moves);
    } finally {
      await proxy.close();
    }
  });

  it("fails only the send the node refused: the others in its batch land", async () => {
    const proxy = await countingProxy(false);
    try {
      const moves = await signedTransfers(4);
      const garbage = Buffer.from("not a transaction");
      const outcomes = await Promise.allSettled([garbage, ...moves.map((m) => m.signed.wire)].map(sendRecorded));
      // The refused wire went again alone, once: a refusal inside a batch may be the batch's, not the wire's.
      expect(proxy.requests).toEqual([
        { batch: true, sends: 5 },
        { batch: false, sends: 1 },
      ]);
      expect(outcomes[0]).toMatchObject({ status: "rejected", reason: { message: /sendTransaction refused/ } });
      expect(outcomes.slice(1).map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      await expectLanded(moves);
    } finally {
      await proxy.close();
    }
  });
});
