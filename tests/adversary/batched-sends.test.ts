import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, type TransactionInstruction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { sendRecorded } from "@/server/ledger/send-batch";
import { signMove } from "@/server/ledger/sign-move";
import { fundSol, testDevnet } from "../devnet/harness";

type Req = { id?: unknown; method?: string; params?: unknown[] };
type Hook = (body: string, parsed: Req | Req[], res: ServerResponse, forward: () => Promise<string>) => Promise<void>;

let world: Awaited<ReturnType<typeof testDevnet>>;
const payer = Keypair.generate();
beforeAll(async () => {
  world = await testDevnet(undefined, 50);
  await fundSol(world.connection, world.devnet, payer.publicKey, 50 * LAMPORTS_PER_SOL);
});
afterAll(async () => {
  delete process.env.SOLANA_RPC_URL;
  resetEnv();
  await world.devnet.close();
});

const read = async (r: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** A node in front of the devnet whose answers to sends the hook decides; logs each HTTP request carrying sends. */
async function node(hook: Hook) {
  const log: { batch: boolean; sends: number; bytes: number; at: number }[] = [];
  const t0 = Date.now();
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const parsed = JSON.parse(body) as Req | Req[];
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    const sends = calls.filter((c) => c.method === "sendTransaction").length;
    if (sends > 0) log.push({ batch: Array.isArray(parsed), sends, bytes: body.length, at: Date.now() - t0 });
    const forward = async () =>
      (await fetch(world.devnet.url, { method: "POST", headers: { "content-type": "application/json" }, body })).text();
    if (sends === 0) {
      res.writeHead(200, { "content-type": "application/json" }).end(await forward());
      return;
    }
    await hook(body, parsed, res, forward);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.SOLANA_RPC_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resetEnv();
  return {
    log,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** `count` transfers, each paying `legs` fresh addresses (legs=20 gives ~1,100-byte wires, as a packed payout). */
async function transfers(count: number, legs = 1) {
  const recent = await world.connection.getLatestBlockhash();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const ixs: TransactionInstruction[] = Array.from({ length: legs }, () =>
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      );
      return signMove(payer, [], ixs, recent);
    }),
  );
}

async function landed(signatures: string[]): Promise<boolean[]> {
  for (let i = 0; i < 20; i++) world.devnet.advanceSlots(1);
  await new Promise((r) => setTimeout(r, 300));
  const { value } = await world.connection.getSignatureStatuses(signatures, { searchTransactionHistory: true });
  return value.map((v) => v !== null && v.err === null);
}

const json = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { "content-type": "application/json" }).end(body);

/*
 * Moves signed together are sent as one JSON-RPC batch (server/ledger/send-batch.ts). The node may refuse batches,
 * refuse some of their elements, answer them out of order or not at all, cap the body's size, or sit on a batch: every
 * wire must still reach it, and no batch may hold a send that is not in it. (Found by the adversarial review of the
 * first version, which queued batches one after another and took a refusal inside an array as the wire's own.)
 */
describe("a node answering a batch of sends badly", () => {
  it("reordered, duplicated, dropped and extra answers: every wire lands, the unclear ones sent again alone", async () => {
    const n = await node(async (_b, parsed, res, forward) => {
      if (!Array.isArray(parsed)) {
        json(res, 200, await forward());
        return;
      }
      const answers = JSON.parse(await forward()) as { id: number }[];
      const rewritten = [...answers].reverse().filter((a) => a.id !== 2);
      rewritten.push({ ...rewritten[0]!, id: 0, error: { code: -1, message: "dup" } } as never);
      rewritten.push({ jsonrpc: "2.0", id: 99, result: "x" } as never);
      json(res, 200, JSON.stringify(rewritten));
    });
    try {
      const moves = await transfers(5);
      const out = await Promise.allSettled(moves.map((m) => sendRecorded(m.wire)));
      expect(n.log.map((l) => [l.batch, l.sends])).toEqual([
        [true, 5],
        [false, 1],
        [false, 1],
      ]);
      expect(out.map((o) => o.status)).toEqual(Array(5).fill("fulfilled"));
      expect(await landed(moves.map((m) => m.signature))).toEqual(Array(5).fill(true));
    } finally {
      await n.close();
    }
  });

  it("HTTP 502, not JSON, or null after the node took the batch: each sent again alone, every wire lands once", async () => {
    for (const bad of [
      { status: 502, body: "bad gateway" },
      { status: 200, body: "<html>oops" },
      { status: 200, body: "null" },
    ]) {
      let first = true;
      const n = await node(async (_b, _p, res, forward) => {
        const answer = await forward();
        if (first) {
          first = false;
          json(res, bad.status, bad.body);
        } else json(res, 200, answer);
      });
      try {
        const moves = await transfers(4);
        const out = await Promise.allSettled(moves.map((m) => sendRecorded(m.wire)));
        expect(n.log.map((l) => l.sends)).toEqual([4, 1, 1, 1, 1]);
        expect(out.every((o) => o.status === "fulfilled")).toBe(true);
        expect(await landed(moves.map((m) => m.signature))).toEqual(Array(4).fill(true));
      } finally {
        await n.close();
      }
    }
  });

  it("a node refusing batches with one error in an array: every wire sent alone lands", async () => {
    const refusal = [{ jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch not supported" } }];
    const n = await node(async (_b, parsed, res, forward) => {
      if (Array.isArray(parsed)) json(res, 200, JSON.stringify(refusal));
      else json(res, 200, await forward());
    });
    try {
      const moves = await transfers(3);
      const out = await Promise.allSettled(moves.map((m) => sendRecorded(m.wire)));
      expect(n.log.map((l) => l.batch)).toEqual([true, false, false, false]);
      expect(out.every((o) => o.status === "fulfilled")).toBe(true);
      expect(await landed(moves.map((m) => m.signature))).toEqual(Array(3).fill(true));
    } finally {
      await n.close();
    }
  });

  it("a node refusing each element of a batch (rate limited per call) but taking singles: every wire lands", async () => {
    const n = await node(async (_b, parsed, res, forward) => {
      if (!Array.isArray(parsed)) {
        json(res, 200, await forward());
        return;
      }
      const limited = parsed.map((r) => ({ jsonrpc: "2.0", id: r.id, error: { code: 429, message: "rate limited" } }));
      json(res, 200, JSON.stringify(limited));
    });
    try {
      const moves = await transfers(3);
      const out = await Promise.allSettled(moves.map((m) => sendRecorded(m.wire)));
      expect(out.every((o) => o.status === "fulfilled")).toBe(true);
      expect(await landed(moves.map((m) => m.signature))).toEqual(Array(3).fill(true));
    } finally {
      await n.close();
    }
  });

  it("a node capping bodies at 50 KiB: 40 payout-sized wires go in batches under the cap, and all land", async () => {
    const n = await node(async (body, _p, res, forward) => {
      if (body.length > 50 * 1024) json(res, 413, "Payload Too Large");
      else json(res, 200, await forward());
    });
    try {
      const moves = await transfers(40, 20);
      const out = await Promise.allSettled(moves.map((m) => sendRecorded(m.wire)));
      expect(n.log.every((l) => l.batch && l.bytes <= 50 * 1024)).toBe(true);
      expect(n.log.reduce((sum, l) => sum + l.sends, 0)).toBe(40);
      expect(out.every((o) => o.status === "fulfilled")).toBe(true);
      expect((await landed(moves.map((m) => m.signature))).every(Boolean)).toBe(true);
    } finally {
      await n.close();
    }
  });

  it("a node sitting on a batch holds only the sends in it: a later send goes and lands meanwhile", async () => {
    const n = await node(async (_b, parsed, res, forward) => {
      if (Array.isArray(parsed)) return; // never answered while the test runs
      json(res, 200, await forward());
    });
    try {
      const moves = await transfers(4);
      let heldSettled = false;
      const held = Promise.allSettled(moves.slice(0, 3).map((m) => sendRecorded(m.wire))).finally(() => {
        heldSettled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sendRecorded(moves[3]!.wire);
      expect(heldSettled).toBe(false);
      expect(await landed([moves[3]!.signature])).toEqual([true]);
      await n.close();
      await held;
    } finally {
      await n.close();
    }
  });
});
