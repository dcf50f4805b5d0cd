import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LedgerStore } from "@/server/devnet/ledger-store";

/*
 * The devnet's history is an append-only log beside each save (ledger-store.ts): a save appends what landed since
 * the last one, and the state's rename commits how much of the log is the ledger's.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "ledger-log-"));
  dirs.push(dir);
  return dir;
}
const snapshot = new Uint8Array([1, 2, 3]);
const state = (slot: number) => ({ slot, note: `at ${slot}` });

describe("the devnet's history log", () => {
  it("appends each save's new lines, and a reload reads them all in order", () => {
    const dir = freshDir();
    const store = new LedgerStore<{ note: string }>(dir);
    store.save(state(1), snapshot, ['["a",1]', '["b",2]']);
    store.save(state(2), snapshot, []);
    store.save(state(3), snapshot, ['["c",3]']);
    const loaded = new LedgerStore<{ note: string }>(dir).load();
    expect(loaded?.state.slot).toBe(3);
    expect(loaded?.log).toEqual(['["a",1]', '["b",2]', '["c",3]']);
    // Each save wrote only what was new: the log is the lines once each.
    expect(readFileSync(path.join(dir, "history.jsonl"), "utf8")).toBe('["a",1]\n["b",2]\n["c",3]\n');
  });

  it("drops what a save appended but never committed (a crash before the state's rename)", () => {
    const dir = freshDir();
    const store = new LedgerStore<{ note: string }>(dir);
    store.save(state(1), snapshot, ['["a",1]']);
    // A crash mid-save: its lines reached the log, half of the last one included, and the state was not renamed.
    appendFileSync(path.join(dir, "history.jsonl"), '["b",2]\n["c",');
    const reopened = new LedgerStore<{ note: string }>(dir);
    expect(reopened.load()?.log).toEqual(['["a",1]']);
    reopened.save(state(2), snapshot, ['["d",4]']);
    expect(new LedgerStore<{ note: string }>(dir).load()?.log).toEqual(['["a",1]', '["d",4]']);
  });

  it("cuts what a failed save in this process appended before appending again", () => {
    const dir = freshDir();
    const store = new LedgerStore<{ note: string }>(dir);
    store.save(state(1), snapshot, ['["a",1]']);
    const committed = statSync(path.join(dir, "history.jsonl")).size;
    appendFileSync(path.join(dir, "history.jsonl"), '["failed",9]\n');
    store.save(state(2), snapshot, ['["b",2]']);
    expect(statSync(path.join(dir, "history.jsonl")).size).toBe(committed + '["b",2]\n'.length);
    expect(new LedgerStore<{ note: string }>(dir).load()?.log).toEqual(['["a",1]', '["b",2]']);
  });

  it("reads a save from before the log, whose history is in its state, with an empty log", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "state.1.bin"), snapshot);
    writeFileSync(
      path.join(dir, "state.json"),
      JSON.stringify({ ...state(5), snapshot: "state.1.bin", history: [["old", { slot: 4 }]] }),
    );
    const loaded = new LedgerStore<{ note: string; history?: unknown }>(dir).load();
    expect(loaded?.log).toEqual([]);
    expect(loaded?.state.history).toEqual([["old", { slot: 4 }]]);
  });
});

describe("a devnet saved before the log", () => {
  it("serves its history and moves it into the log on the next save", async () => {
    const { DevnetLedger } = await import("@/server/devnet/devnet-ledger");
    const { Keypair } = await import("@solana/web3.js");
    const dir = freshDir();
    const first = DevnetLedger.open(dir).ledger;
    const signature = first.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000n);
    first.save();
    // Rewrite the save as the devnet wrote it before the log: the history whole in the state.
    const devnetDir = path.join(dir, "devnet");
    const saved = JSON.parse(readFileSync(path.join(devnetDir, "state.json"), "utf8"));
    const log = readFileSync(path.join(devnetDir, "history.jsonl"), "utf8").trim().split("\n");
    saved.history = log.map((line) => JSON.parse(line));
    delete saved.logBytes;
    writeFileSync(path.join(devnetDir, "state.json"), JSON.stringify(saved));
    rmSync(path.join(devnetDir, "history.jsonl"));

    const second = DevnetLedger.open(dir).ledger;
    expect(second.history.has(signature)).toBe(true);
    second.save();
    const migrated = JSON.parse(readFileSync(path.join(devnetDir, "state.json"), "utf8"));
    expect(migrated.history).toBeUndefined();
    expect(DevnetLedger.open(dir).ledger.history.has(signature)).toBe(true);
  });
});
