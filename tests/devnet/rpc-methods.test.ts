import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from "@solana/spl-token";
import {
  AddressLookupTableProgram,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  type ParsedInstruction,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { mintAuthority, readGenesis } from "@/server/devnet/genesis";
import type { RunningDevnet } from "@/server/devnet/start-devnet";
import { faucet, fundSol, rpcCall, testDevnet, waitForStatus } from "./harness";

const USDC = new PublicKey(assets.USDC.mint);
let devnet: RunningDevnet;
let connection: Awaited<ReturnType<typeof testDevnet>>["connection"];
let dataDir: string;

beforeAll(async () => {
  ({ devnet, connection, dataDir } = await testDevnet());
});
afterAll(() => devnet.close());

async function sendV0(payer: Keypair, instructions: TransactionInstruction[], tables = [] as never[]) {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions });
  const tx = new VersionedTransaction(message.compileToV0Message(tables));
  tx.sign([payer]);
  const signature = await connection.sendRawTransaction(tx.serialize());
  await waitForStatus(connection, signature, "confirmed", devnet);
  return signature;
}

describe("devnet RPC: parsed transactions", () => {
  it("parses system, SPL Token and ATA instructions; leaves unknown programs partially decoded", async () => {
    const alice = Keypair.generate();
    const bob = Keypair.generate().publicKey;
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    await faucet(devnet, alice, "USDC", 10_000_000n);
    const to = getAssociatedTokenAddressSync(USDC, bob);
    const signature = await sendV0(alice, [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 100_000 }),
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob, lamports: 1_000_000 }),
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, bob, USDC),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(USDC, alice.publicKey),
        USDC,
        to,
        alice.publicKey,
        2_500_000n,
        6,
      ),
    ]);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const [budget, transfer, create, checked] = parsed!.transaction.message.instructions;
    expect(budget).toMatchObject({ programId: ComputeBudgetProgram.programId, data: expect.any(String) });
    expect((transfer as ParsedInstruction).program).toBe("system");
    expect((transfer as ParsedInstruction).parsed).toEqual({
      type: "transfer",
      info: { source: alice.publicKey.toBase58(), destination: bob.toBase58(), lamports: 1_000_000 },
    });
    expect((create as ParsedInstruction).program).toBe("spl-associated-token-account");
    expect((create as ParsedInstruction).parsed.type).toBe("createIdempotent");
    expect((checked as ParsedInstruction).parsed).toEqual({
      type: "transferChecked",
      info: {
        source: getAssociatedTokenAddressSync(USDC, alice.publicKey).toBase58(),
        mint: USDC.toBase58(),
        destination: to.toBase58(),
        authority: alice.publicKey.toBase58(),
        tokenAmount: { amount: "2500000", decimals: 6, uiAmount: 2.5, uiAmountString: "2.5" },
      },
    });
    const inner = parsed!.meta!.innerInstructions!.find((i) => i.index === 2)!.instructions as ParsedInstruction[];
    expect(inner.map((ix) => ix.parsed?.type)).toContain("initializeAccount3");
    expect(parsed!.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true });
    expect(parsed!.meta!.postTokenBalances!.find((b) => b.owner === bob.toBase58())?.uiTokenAmount.amount).toBe(
      "2500000",
    );
  });

  it("parses Token-2022 instructions and accounts", async () => {
    const genesis = readGenesis(dataDir)!;
    const authority = mintAuthority(dataDir);
    const demoMint = new PublicKey(genesis.demoMint);
    const owner = Keypair.generate().publicKey;
    const account = getAssociatedTokenAddressSync(demoMint, owner, false, TOKEN_2022_PROGRAM_ID);
    const signature = await sendV0(authority, [
      createAssociatedTokenAccountIdempotentInstruction(
        authority.publicKey,
        account,
        owner,
        demoMint,
        TOKEN_2022_PROGRAM_ID,
      ),
      createMintToCheckedInstruction(demoMint, account, authority.publicKey, 7_000_000n, 6, [], TOKEN_2022_PROGRAM_ID),
    ]);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const mintTo = parsed!.transaction.message.instructions[1] as ParsedInstruction;
    expect(mintTo.program).toBe("spl-token");
    expect(mintTo.parsed).toMatchObject({ type: "mintToChecked", info: { tokenAmount: { amount: "7000000" } } });
    const info = await connection.getParsedAccountInfo(account);
    const data = info.value!.data as { program: string; parsed: { info: { tokenAmount: { amount: string } } } };
    expect(data.program).toBe("spl-token-2022");
    expect(data.parsed.info.tokenAmount.amount).toBe("7000000");
    const supply = await connection.getTokenSupply(demoMint);
    expect(BigInt(supply.value.amount)).toBeGreaterThanOrEqual(7_000_000n);
    const largest = await connection.getTokenLargestAccounts(demoMint);
    expect(largest.value.map((a) => a.address.toBase58())).toContain(account.toBase58());
  });

  it("charges and reports priority fees as a validator does", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const signature = await sendV0(alice, [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: alice.publicKey, lamports: 1 }),
    ]);
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(fetched!.meta!.fee).toBe(5_000 + 10_000);
    expect(await connection.getBalance(alice.publicKey)).toBe(LAMPORTS_PER_SOL - 15_000);
    const fees = await connection.getRecentPrioritizationFees({ lockedWritableAccounts: [alice.publicKey] });
    expect(fees.find((f) => f.slot === fetched!.slot)?.prioritizationFee).toBe(1_000_000);
  });
});

describe("devnet RPC: address lookup tables", () => {
  it("creates, extends and uses a table; v0 transactions report the addresses they loaded", async () => {
    const payer = Keypair.generate();
    await fundSol(connection, devnet, payer.publicKey, 2 * LAMPORTS_PER_SOL);
    const [create, table] = AddressLookupTableProgram.createLookupTable({
      authority: payer.publicKey,
      payer: payer.publicKey,
      recentSlot: await connection.getSlot("processed"),
    });
    const recipients = [Keypair.generate().publicKey, Keypair.generate().publicKey];
    await sendV0(payer, [
      create,
      AddressLookupTableProgram.extendLookupTable({
        lookupTable: table,
        authority: payer.publicKey,
        payer: payer.publicKey,
        addresses: recipients,
      }),
    ]);
    devnet.advanceSlots(1); // addresses appended in a slot are usable from the next one
    const lookup = (await connection.getAddressLookupTable(table)).value!;
    expect(lookup.state.addresses.map((k) => k.toBase58())).toEqual(recipients.map((k) => k.toBase58()));

    const signature = await sendV0(
      payer,
      recipients.map((to) =>
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5_000_000 }),
      ),
      [lookup] as never[],
    );
    expect(await connection.getBalance(recipients[1]!)).toBe(5_000_000);
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(fetched!.meta!.loadedAddresses).toEqual({ writable: recipients, readonly: [] });
    expect(fetched!.transaction.message.addressTableLookups[0]?.accountKey.toBase58()).toBe(table.toBase58());
    expect(fetched!.meta!.postBalances.slice(-2)).toEqual([5_000_000, 5_000_000]);
    const parsed = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    const keys = parsed!.transaction.message.accountKeys;
    expect(keys.filter((k) => k.source === "lookupTable").map((k) => k.pubkey.toBase58())).toEqual(
      recipients.map((k) => k.toBase58()),
    );
    const parsedTable = await connection.getParsedAccountInfo(table);
    expect((parsedTable.value!.data as { program: string }).program).toBe("address-lookup-table");
    const [history] = await connection.getSignaturesForAddress(recipients[0]!);
    expect(history?.signature).toBe(signature);
    await expect(rpcCall(devnet, "getTransaction", [signature, { commitment: "confirmed" }])).rejects.toThrow(
      /maxSupportedTransactionVersion/,
    );
  });
});

describe("devnet RPC: blocks and cluster", () => {
  it("serves blocks with their transactions, block times and ranges", async () => {
    const alice = Keypair.generate();
    await fundSol(connection, devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const signature = await sendV0(alice, [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: alice.publicKey, lamports: 7 }),
    ]);
    const { slot } = (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))!;
    devnet.advanceSlots(4);
    const block = await connection.getBlock(slot, { maxSupportedTransactionVersion: 0 });
    expect(block!.transactions.map((t) => t.transaction.signatures[0])).toContain(signature);
    expect(block!.parentSlot).toBe(slot - 1);
    const previous = await connection.getBlock(slot - 1, { maxSupportedTransactionVersion: 0 });
    expect(block!.previousBlockhash).toBe(previous!.blockhash);
    const signatures = await connection.getBlockSignatures(slot);
    expect(signatures.signatures).toContain(signature);
    expect(await connection.getBlockTime(slot)).toBe(block!.blockTime);
    const blocks = await connection.getBlocks(slot - 2, slot + 1);
    expect(blocks).toEqual([slot - 2, slot - 1, slot, slot + 1]);
    const accountsOnly = (await rpcCall(devnet, "getBlock", [
      slot,
      { transactionDetails: "accounts", maxSupportedTransactionVersion: 0, rewards: false },
    ])) as { transactions: { transaction: { accountKeys: { pubkey: string; signer: boolean }[] } }[]; rewards?: [] };
    expect(accountsOnly.transactions[0]?.transaction.accountKeys[0]).toMatchObject({
      pubkey: alice.publicKey.toBase58(),
      signer: true,
    });
    expect(accountsOnly.rewards).toBeUndefined();
    expect(await rpcCall(devnet, "getBlocksWithLimit", [slot - 2, 2, { commitment: "confirmed" }])).toEqual([
      slot - 2,
      slot - 1,
    ]);
    expect(await connection.getFirstAvailableBlock()).toBe(0);
    expect(await rpcCall(devnet, "minimumLedgerSlot", [])).toBe(0);
    await expect(rpcCall(devnet, "getBlock", [(await connection.getSlot("processed")) + 10])).rejects.toThrow(
      /not available/,
    );
  });

  it("answers identity, epoch schedule, supply and program accounts", async () => {
    const { identity } = (await rpcCall(devnet, "getIdentity", [])) as { identity: string };
    expect(identity).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect((await connection.getEpochSchedule()).slotsPerEpoch).toBe(432_000);
    const supply = await connection.getSupply();
    expect(supply.value.total).toBeGreaterThan(100_000 * LAMPORTS_PER_SOL);
    const holders = await connection.getParsedProgramAccounts(
      new PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"),
      {
        filters: [{ dataSize: 165 }, { memcmp: { offset: 0, bytes: USDC.toBase58() } }],
      },
    );
    expect(holders.length).toBeGreaterThan(0);
    expect(await rpcCall(devnet, "getNothing", []).catch((e: Error) => e.message)).toMatch(/-32601/);
    // Without an encoding, account data is a bare base58 string, refused past 128 bytes, as on a validator.
    const mint = (await rpcCall(devnet, "getAccountInfo", [USDC.toBase58()])) as { value: { data: string } };
    expect(typeof mint.value.data).toBe("string");
    const treasuryUsdc = holders[0]!.pubkey.toBase58();
    await expect(rpcCall(devnet, "getAccountInfo", [treasuryUsdc])).rejects.toThrow(/-32600: .*128 bytes/);
  });
});

/** A funded payer and an unsigned transfer of one lamport from it. */
async function unsignedTransfer() {
  const payer = Keypair.generate();
  await fundSol(connection, devnet, payer.publicKey, LAMPORTS_PER_SOL);
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: PublicKey.default, lamports: 1 })],
  });
  return { payer, transaction: new VersionedTransaction(message.compileToV0Message()) };
}

describe("devnet RPC: signatures", () => {
  it("refuses a transaction missing its payer's signature: it never lands and costs nothing", async () => {
    const { payer, transaction: unsigned } = await unsignedTransfer();
    const sent = rpcCall(devnet, "sendTransaction", [
      Buffer.from(unsigned.serialize()).toString("base64"),
      { encoding: "base64", skipPreflight: true },
    ]);
    await expect(sent).rejects.toThrow(/^-32003: Transaction signature verification failure/);
    // A slot later, still untouched: no fee was taken.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connection.getBalance(payer.publicKey, "processed")).toBe(LAMPORTS_PER_SOL);
  });

  it("refuses a transaction signed by the wrong key as a validator does: it never lands, costs nothing, has no status", async () => {
    const { payer, transaction: forged } = await unsignedTransfer();
    forged.sign([payer]);
    // One bit of the payer's signature flipped: 64 bytes, not zeros, that do not verify.
    forged.signatures[0]![0] = (forged.signatures[0]![0] as number) ^ 1;
    const wire = Buffer.from(forged.serialize()).toString("base64");
    for (const skipPreflight of [true, false]) {
      const sent = rpcCall(devnet, "sendTransaction", [wire, { encoding: "base64", skipPreflight }]);
      await expect(sent).rejects.toThrow(/^-32003: Transaction signature verification failure/);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connection.getBalance(payer.publicKey, "processed")).toBe(LAMPORTS_PER_SOL);
    const signature = bs58.encode(forged.signatures[0]!);
    const { value } = await connection.getSignatureStatuses([signature], { searchTransactionHistory: true });
    expect(value[0]).toBeNull();
  });
});
