import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { DevnetLedger } from "@/server/devnet/devnet-ledger";

/**
 * LiteSVM resolves lookups before it checks signatures, so a transaction loading addresses that are not active yet
 * (extended in this slot) or any more (a table deactivated long ago) failed before its signature was looked at, and
 * was landed failed: bytes with a forged signature went into history, and kept the truly signed message from ever
 * landing. A validator lands neither; nor must the devnet.
 */
function ledgerWithPayer() {
  const { ledger } = DevnetLedger.open(mkdtempSync(path.join(tmpdir(), "devnet-")));
  const payer = Keypair.generate();
  ledger.airdrop(payer.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
  ledger.advance(2);
  const send = (instructions: TransactionInstruction[]) => {
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: ledger.latestBlockhash().blockhash,
        instructions,
      }).compileToV0Message(),
    );
    tx.sign([payer]);
    ledger.send(tx.serialize());
  };
  return { ledger, payer, send };
}

/** A table holding `to`, created a slot ago and extended now. */
function tableExtendedNow(
  ledger: DevnetLedger,
  payer: Keypair,
  send: (ix: TransactionInstruction[]) => void,
  to: PublicKey,
) {
  const [create, table] = AddressLookupTableProgram.createLookupTable({
    authority: payer.publicKey,
    payer: payer.publicKey,
    recentSlot: ledger.slot - 1,
  });
  send([create]);
  ledger.advance(1);
  send([
    AddressLookupTableProgram.extendLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      lookupTable: table,
      addresses: [to],
    }),
  ]);
  return table;
}

function transferThrough(ledger: DevnetLedger, payer: Keypair, table: PublicKey, to: PublicKey) {
  const lookup = new AddressLookupTableAccount({
    key: table,
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [to] },
  });
  return new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 })],
    }).compileToV0Message([lookup]),
  );
}

describe("adversary: lookups into addresses that are not active", () => {
  it("lands nothing under a forged signature while an address is new, and the signed transfer lands the slot after", () => {
    const { ledger, payer, send } = ledgerWithPayer();
    const to = Keypair.generate().publicKey;
    const table = tableExtendedNow(ledger, payer, send, to);
    const genuine = transferThrough(ledger, payer, table, to);
    const forged = new VersionedTransaction(genuine.message, [new Uint8Array(64).fill(7)]);
    for (const skipPreflight of [true, false]) {
      expect(() => ledger.send(forged.serialize(), skipPreflight)).toThrow(/InvalidAddressLookupTableIndex/);
    }
    expect(ledger.history.has(bs58.encode(forged.signatures[0]!))).toBe(false);

    ledger.advance(1);
    genuine.sign([payer]);
    ledger.send(genuine.serialize());
    expect(Number(ledger.account(to.toBase58())?.lamports ?? 0n)).toBe(1_000_000);
  });

  it("lands nothing through a table deactivated long enough ago to be gone", () => {
    const { ledger, payer, send } = ledgerWithPayer();
    const to = Keypair.generate().publicKey;
    const table = tableExtendedNow(ledger, payer, send, to);
    ledger.advance(1);
    send([AddressLookupTableProgram.deactivateLookupTable({ authority: payer.publicKey, lookupTable: table })]);
    ledger.advance(520);
    const forged = new VersionedTransaction(transferThrough(ledger, payer, table, to).message, [
      new Uint8Array(64).fill(7),
    ]);
    expect(() => ledger.send(forged.serialize(), true)).toThrow(/AddressLookupTableNotFound/);
    expect(ledger.history.has(bs58.encode(forged.signatures[0]!))).toBe(false);
    expect(ledger.account(to.toBase58())).toBeNull();
  });
});
