import { once } from "node:events";
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { faucet, fundSol, testDevnet } from "./harness";
import { TestSocket } from "./ws-client";

const USDC = new PublicKey(assets.USDC.mint);
let devnet: RunningDevnet;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];
let ws: TestSocket;

beforeAll(async () => {
  ({ devnet, connection } = await testDevnet());
  ws = await TestSocket.open(devnet.wsUrl);
});
afterAll(async () => {
  ws.close();
  await devnet.close();
});

async function signedTransfer(from: Keypair, to: PublicKey, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  );
  tx.sign(from);
  return { wire: tx.serialize(), signature: bs58.encode(tx.signature!) };
}

/** Everything the server sent before this returns has arrived (it answers in order). */
const settle = () => ws.request("getVersion");

describe("devnet PubSub websocket", () => {
  it("notifies a signature when received, then at each commitment as slots pass", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const { wire, signature } = await signedTransfer(alice, Keypair.generate().publicKey, 1_000_000);
    const subscribe = (commitment: string, extra = {}) =>
      ws.request("signatureSubscribe", [signature, { commitment, ...extra }]) as Promise<number>;
    const processed = await subscribe("processed", { enableReceivedNotification: true });
    const confirmed = await subscribe("confirmed");
    const finalized = await subscribe("finalized");
    const slot = await connection.getSlot("processed");
    await connection.sendRawTransaction(wire);

    expect(await ws.next(processed)).toEqual({ context: { slot }, value: "receivedSignature" });
    expect(await ws.next(processed)).toEqual({ context: { slot }, value: { err: null } });
    await settle();
    expect(ws.drain(confirmed)).toEqual([]);
    devnet.advanceSlots(1);
    expect(await ws.next(confirmed)).toEqual({ context: { slot }, value: { err: null } });
    devnet.advanceSlots(1);
    await settle();
    expect(ws.drain(finalized)).toEqual([]);
    devnet.advanceSlots(1); // three slots after its own
    expect(await ws.next(finalized)).toEqual({ context: { slot }, value: { err: null } });
    // A signature subscription ends with its notification.
    await expect(ws.request("signatureUnsubscribe", [finalized])).rejects.toThrow("-32602: Invalid subscription id.");
    // One that already reached its commitment is answered at once.
    const late = await subscribe("finalized");
    expect(await ws.next(late)).toEqual({ context: { slot }, value: { err: null } });
  });

  it("notifies account changes in base64 and jsonParsed, at the commitment asked for", async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(devnet, alice, "USDC", 5_000_000n);
    const bobUsdc = getAssociatedTokenAddressSync(USDC, bob);
    const wallet = (await ws.request("accountSubscribe", [
      bob.toBase58(),
      { encoding: "base64", commitment: "confirmed" },
    ])) as number;
    const walletNow = (await ws.request("accountSubscribe", [
      bob.toBase58(),
      { encoding: "base64", commitment: "processed" },
    ])) as number;
    const token = (await ws.request("accountSubscribe", [
      bobUsdc.toBase58(),
      { encoding: "jsonParsed", commitment: "finalized" },
    ])) as number;
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 2_000_000 }),
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, bobUsdc, bob, USDC),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(USDC, alice.publicKey),
        USDC,
        bobUsdc,
        alice.publicKey,
        1_250_000n,
        6,
      ),
    );
    tx.sign(alice);
    const slot = await connection.getSlot("processed");
    await connection.sendRawTransaction(tx.serialize());

    const now = (await ws.next(walletNow)) as { context: { slot: number }; value: { lamports: number } };
    expect(now).toMatchObject({ context: { slot }, value: { lamports: 2_000_000 } });
    await settle();
    expect(ws.drain(wallet)).toEqual([]);
    devnet.advanceSlots(1);
    expect(await ws.next(wallet)).toMatchObject({
      context: { slot },
      value: { lamports: 2_000_000, owner: SystemProgram.programId.toBase58(), data: ["", "base64"] },
    });
    devnet.advanceSlots(3);
    expect(await ws.next(token)).toMatchObject({
      context: { slot },
      value: {
        owner: TOKEN_PROGRAM_ID.toBase58(),
        data: {
          program: "spl-token",
          parsed: { type: "account", info: { owner: bob.toBase58(), tokenAmount: { amount: "1250000" } } },
        },
      },
    });
    expect(await ws.request("accountUnsubscribe", [wallet])).toBe(true);
  });

  it("notifies program accounts matching filters, logs (all and mentions), slots and roots", async () => {
    const alice = Keypair.generate();
    const carol = Keypair.generate().publicKey;
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const program = (await ws.request("programSubscribe", [
      TOKEN_PROGRAM_ID.toBase58(),
      {
        encoding: "jsonParsed",
        commitment: "confirmed",
        filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: alice.publicKey.toBase58() } }],
      },
    ])) as number;
    const mentions = (await ws.request("logsSubscribe", [
      { mentions: [carol.toBase58()] },
      { commitment: "confirmed" },
    ])) as number;
    const others = (await ws.request("logsSubscribe", [
      { mentions: [Keypair.generate().publicKey.toBase58()] },
    ])) as number;
    const all = (await ws.request("logsSubscribe", ["all", { commitment: "processed" }])) as number;
    await expect(ws.request("logsSubscribe", [{ mentions: [carol.toBase58(), carol.toBase58()] }])).rejects.toThrow(
      "Only 1 address supported",
    );
    await faucet(devnet, alice, "USDC", 3_000_000n); // a MintTo into alice's new token account, then a slot passes
    expect(await ws.next(program)).toMatchObject({
      value: {
        pubkey: getAssociatedTokenAddressSync(USDC, alice.publicKey).toBase58(),
        account: { data: { parsed: { info: { tokenAmount: { amount: "3000000" } } } } },
      },
    });
    const { wire, signature } = await signedTransfer(alice, carol, 1_000_000);
    await connection.sendRawTransaction(wire);
    const logged = (await ws.next(all)) as { value: { signature: string; logs: string[] } };
    while (logged.value.signature !== signature) Object.assign(logged, await ws.next(all));
    expect(logged.value.logs[0]).toContain("Program 11111111111111111111111111111111 invoke");

    const slots = (await ws.request("slotSubscribe")) as number;
    const roots = (await ws.request("rootSubscribe")) as number;
    const before = await connection.getSlot("processed");
    devnet.advanceSlots(1);
    expect(await ws.next(mentions)).toMatchObject({ value: { signature, err: null } });
    expect(await ws.next(slots)).toEqual({ slot: before + 1, parent: before, root: before - 3 });
    expect(await ws.next(roots)).toBe(before + 1 - 3);
    await settle();
    expect(ws.drain(others)).toEqual([]);
    for (const id of [slots, roots, program, mentions, others, all]) {
      expect(await ws.request("slotUnsubscribe", [id])).toBe(true);
    }
  });

  it("answers protocol errors like a validator and ignores keep-alive notifications", async () => {
    await expect(ws.request("blockSubscribe", ["all"])).rejects.toThrow("-32601: Method not found");
    await expect(ws.request("accountSubscribe", ["not-a-key"])).rejects.toThrow(
      "-32602: Invalid Request: Invalid pubkey provided",
    );
    await expect(ws.request("accountSubscribe", [USDC.toBase58(), { encoding: "base64+zstd" }])).rejects.toThrow(
      "-32602",
    );
    ws.send('{"jsonrpc":"2.0","method":"ping"}');
    ws.send("{nope");
    await settle();
    expect(ws.unanswered).toEqual([{ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }]);
    ws.unanswered.length = 0;
    ws.send(
      JSON.stringify([
        { jsonrpc: "2.0", id: "a", method: "slotSubscribe" },
        { jsonrpc: "2.0", id: "b", method: "rootSubscribe" },
      ]),
    );
    await settle();
    expect(ws.unanswered.map((a) => typeof a.result)).toEqual(["number", "number"]);
  });

  it("caps subscriptions per connection and connections, with JSON-RPC errors past them", async () => {
    const capped = await testDevnet(undefined, undefined, {
      pubsubLimits: { maxConnections: 2, maxSubscriptionsPerConnection: 2 },
    });
    try {
      const first = await TestSocket.open(capped.devnet.wsUrl);
      const second = await TestSocket.open(capped.devnet.wsUrl);
      const a = (await first.request("slotSubscribe")) as number;
      await first.request("rootSubscribe");
      await expect(first.request("slotSubscribe")).rejects.toThrow(/-32603: .*at most 2 subscriptions per connection/i);
      await first.request("slotUnsubscribe", [a]);
      await expect(first.request("slotSubscribe")).resolves.toEqual(expect.any(Number));
      await expect(second.request("slotSubscribe")).resolves.toEqual(expect.any(Number));

      const third = await TestSocket.open(capped.devnet.wsUrl);
      const [code] = (await once(third.socket, "close")) as [number];
      expect(code).toBe(1013);
      expect(third.unanswered[0]?.error?.message).toMatch(/at most 2 websocket connections/);
      first.close();
      second.close();
    } finally {
      await capped.devnet.close();
    }
  });
});
