import { Keypair, PACKET_DATA_SIZE } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { destinationAccount, packTransfers, type Transfer, wireSize } from "../../server/ledger/build-transfer";
import {
  accountLocks,
  compileLeg,
  lookupTableAccount,
  maxAccountLocks,
  packTransfersWithTables,
} from "../../server/ledger/lookup-table-packing";

const sender = Keypair.generate();
const blockhash = Keypair.generate().publicKey.toBase58();
const people = (n: number): Transfer[] =>
  Array.from({ length: n }, (_, i) => ({ to: Keypair.generate().publicKey, amount: BigInt(i + 1) }));

function tableOf(asset: "SOL" | "USDC", transfers: Transfer[]) {
  const entries = transfers.map((t) => destinationAccount(asset, t.to).toBase58());
  return lookupTableAccount(Keypair.generate().publicKey.toBase58(), entries);
}

function signedLeg(
  asset: "SOL" | "USDC",
  batch: Transfer[],
  missing: Set<string>,
  tables = [] as ReturnType<typeof tableOf>[],
) {
  const leg = compileLeg(sender.publicKey, asset, batch, missing, blockhash, tables);
  leg.sign([sender]);
  return leg;
}

const within = (build: () => ReturnType<typeof signedLeg>) => {
  try {
    const leg = build();
    return wireSize(leg) <= PACKET_DATA_SIZE && accountLocks(leg) <= maxAccountLocks;
  } catch (error) {
    // web3.js refuses to serialize (so to sign) a message past its buffer: certainly too big.
    if (error instanceof RangeError) return false;
    throw error;
  }
};

describe("packing with lookup tables", () => {
  it("fills each transaction as far as both limits allow, repeat and fresh recipients mixed, in order", async () => {
    const transfers = people(300);
    // Every other block of 40 was paid before: their token accounts are in two tables of 256 at most.
    const repeat = transfers.filter((_, i) => Math.floor(i / 40) % 2 === 0);
    const tables = [tableOf("USDC", repeat.slice(0, 100)), tableOf("USDC", repeat.slice(100))];
    // A fresh recipient in ten has no token account yet.
    const missing = new Set(
      transfers
        .filter((t, i) => i % 10 === 5 && !repeat.includes(t))
        .map((t) => destinationAccount("USDC", t.to).toBase58()),
    );
    const batches = await packTransfersWithTables(sender.publicKey, "USDC", transfers, missing, tables);
    expect(batches.flat()).toEqual(transfers);
    for (const [n, batch] of batches.entries()) {
      expect(within(() => signedLeg("USDC", batch, missing, tables))).toBe(true);
      const next = batches[n + 1]?.[0];
      if (next) expect(within(() => signedLeg("USDC", [...batch, next], missing, tables))).toBe(false);
    }
  });

  it("needs far fewer transactions for recipients paid before, bounded by 64 account locks", async () => {
    for (const asset of ["SOL", "USDC"] as const) {
      const transfers = people(500);
      const tables = [tableOf(asset, transfers.slice(0, 256)), tableOf(asset, transfers.slice(256))];
      const plain = packTransfers(asset, transfers, new Set());
      const looked = await packTransfersWithTables(sender.publicKey, asset, transfers, new Set(), tables);
      expect(looked.length * 2).toBeLessThan(plain.length);
      for (const batch of looked) {
        const leg = signedLeg(asset, batch, new Set(), tables);
        expect(accountLocks(leg)).toBeLessThanOrEqual(maxAccountLocks);
        expect(wireSize(leg)).toBeLessThanOrEqual(PACKET_DATA_SIZE);
      }
    }
  });
});
