import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { startDevnet } from "@/server/devnet/start-devnet";
import { writeFileAtomically } from "@/server/fs/write-file-atomically";
import { keypairFromFile } from "@/server/ledger/keypair-file";
import { runEntry } from "./processes";

const modeOf = (file: string) => statSync(file).mode & 0o777;
const newDataDir = () => mkdtempSync(path.join(tmpdir(), "key-files-"));

describe("files under DATA_DIR are their owner's alone", () => {
  it("writes atomically with mode 0600, also over a leftover temporary file", () => {
    const file = path.join(newDataDir(), "nested", "state.json");
    writeFileAtomically(file, "{}");
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
    writeFileSync(`${file}.${process.pid}.tmp`, "left over", { mode: 0o644 });
    writeFileAtomically(file, "{}");
    expect(modeOf(file)).toBe(0o600);
  });

  it("creates key files 0600 and tightens an existing one", () => {
    const dataDir = newDataDir();
    keypairFromFile(path.join(dataDir, "treasury.json"));
    expect(modeOf(path.join(dataDir, "treasury.json"))).toBe(0o600);
    const older = path.join(dataDir, "older.json");
    writeFileSync(older, JSON.stringify(Array.from(Keypair.generate().secretKey)), { mode: 0o644 });
    keypairFromFile(older);
    expect(modeOf(older)).toBe(0o600);
  });

  it("leaves the devnet's keys and state and the generated APP_SECRET 0600", async () => {
    const dataDir = newDataDir();
    const devnet = await startDevnet({ port: 0, dataDir, slotMs: 3_600_000 });
    await devnet.close();
    const files = ["treasury.json", ...readdirSync(path.join(dataDir, "devnet")).map((name) => `devnet/${name}`)];
    expect(files).toEqual(expect.arrayContaining(["devnet/mint-authority.json", "devnet/demo-mint.json"]));
    for (const file of files) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);

    const child = runEntry("-e", ['import("./server/crypto/app-secret.ts").then((m) => m.appSecret())'], {
      DATA_DIR: dataDir,
    });
    expect((await child.finished).code).toBe(0);
    expect(modeOf(path.join(dataDir, "app-secret"))).toBe(0o600);
  });
});
