import { Keypair, LAMPORTS_PER_SOL, SystemProgram, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { type Db, getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import * as schema from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { signMove } from "@/server/ledger/sign-move";
import { advanceMove, type MoveSpec } from "@/server/services/moves/run-move";
import { devnetForThisFile } from "../devnet/file-devnet";
import { fundSol } from "../devnet/harness";
import { startRpcProxy } from "../support/rpc-proxy";

const fileDevnet = devnetForThisFile();
type Call = { id?: unknown; method?: string; params?: unknown[] };

/** A proxy that records the signature of every wire sent. */
async function watchingProxy() {
  const sent: { signature: string; batch: boolean }[] = [];
  const proxy = await startRpcProxy(fileDevnet().devnet.url, {
    before: (body) => {
      const parsed = JSON.parse(body.toString("utf8")) as Call | Call[];
      const calls = Array.isArray(parsed) ? parsed : [parsed];
      for (const c of calls.filter((c) => c.method === "sendTransaction")) {
        const tx = VersionedTransaction.deserialize(Buffer.from(c.params![0] as string, "base64"));
        sent.push({ signature: bs58.encode(tx.signatures[0]!), batch: Array.isArray(parsed) });
      }
      return undefined;
    },
  });
  process.env.SOLANA_RPC_URL = proxy.url;
  resetEnv();
  return {
    sent,
    close: async () => {
      await proxy.close();
      process.env.SOLANA_RPC_URL = fileDevnet().devnet.url;
      resetEnv();
    },
  };
}

/** A move whose every signing differs (amount + n lamports), so two signings are two different signatures. */
function move(payer: Keypair, key: string) {
  const to = Keypair.generate().publicKey;
  let n = 0;
  const spec: MoveSpec = {
    key,
    purpose: "float",
    payer,
    sign: async (attempt) => {
      n++;
      const ix = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 + n });
      return { signed: await signMove(payer, [], [ix]), details: { attempt, n } };
    },
  };
  return { spec, to, signings: () => n };
}

const others: postgres.Sql[] = [];
afterAll(async () => {
  for (const o of others) await o.end({ timeout: 5 });
});
function secondInstanceDb(): Db {
  const client = postgres(process.env.DATABASE_URL!, { max: 4, onnotice: () => {} });
  others.push(client);
  return drizzle(client, { schema }) as unknown as Db;
}

/*
 * The payout loop signs a payout its bulk look found unrecorded without reading its row again (run-move.ts,
 * MoveLook). The look can be stale: another run, here or in another instance, may record the move meanwhile.
 * Whatever the race, one signature of a move ever reaches the ledger. (Found holding by the adversarial review of
 * the change; kept as its test.)
 */
describe("a move signed on a look that found it unrecorded", () => {
  it("runs racing on one key (in one instance, and in two) send one signature, the recorded one", async () => {
    const db = await getDb();
    const other = secondInstanceDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, LAMPORTS_PER_SOL);
    const proxy = await watchingProxy();
    try {
      for (const [label, dbs] of [
        ["same handle", [db, db, db, db]],
        ["two instances", [db, other, db, other]],
      ] as const) {
        const key = `unrecorded-hint-${label}-${payer.publicKey.toBase58()}`;
        const m = move(payer, key);
        const before = proxy.sent.length;
        const states = await Promise.all(dbs.map((d) => advanceMove(d, m.spec, { unrecorded: true })));
        const row = await findMove(db, key);
        const sigs = new Set(proxy.sent.slice(before).map((s) => s.signature));
        expect(sigs).toEqual(new Set([row!.signature]));
        expect(new Set(states.map((s) => s.signature))).toEqual(new Set([row!.signature]));
      }
    } finally {
      await proxy.close();
    }
  });

  it("a look gone stale (the move recorded, then landed, since) sends no second signature", async () => {
    const db = await getDb();
    const payer = Keypair.generate();
    await fundSol(fileDevnet().connection, fileDevnet().devnet, payer.publicKey, LAMPORTS_PER_SOL);
    const m = move(payer, `unrecorded-stale-${payer.publicKey.toBase58()}`);
    const first = await advanceMove(db, m.spec);
    const proxy = await watchingProxy();
    try {
      const again = await advanceMove(db, m.spec, { unrecorded: true });
      expect(again.signature).toBe(first.signature);
      expect(proxy.sent.map((s) => s.signature).filter((s) => s !== first.signature)).toEqual([]);
      for (let i = 0; i < 40; i++) fileDevnet().devnet.advanceSlots(1);
      expect((await advanceMove(db, m.spec)).state).toBe("landed");
      const n = proxy.sent.length;
      expect((await advanceMove(db, m.spec, { unrecorded: true })).state).toBe("landed");
      expect(proxy.sent.length).toBe(n);
      expect(await fileDevnet().connection.getBalance(m.to)).toBe(1_000_001);
    } finally {
      await proxy.close();
    }
  });
});
