import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { destinationAccount, missingTokenAccounts, payoutInstructions } from "@/server/ledger/build-transfer";
import { budgetInstructions, moveBudget } from "@/server/ledger/compute-budget";
import { getConnection } from "@/server/ledger/connection";
import { faucet, testDevnet } from "../devnet/harness";

let world: Awaited<ReturnType<typeof testDevnet>>;
const payer = Keypair.generate();
const attacker = Keypair.generate();
beforeAll(async () => {
  world = await testDevnet();
  process.env.SOLANA_RPC_URL = world.devnet.url;
  process.env.EMBEDDED_DEVNET = "1";
  resetEnv();
  await faucet(world.devnet, payer.publicKey, "SOL", 100_000_000_000n);
  await faucet(world.devnet, payer.publicKey, "USDC", 100_000_000_000n);
  await faucet(world.devnet, attacker.publicKey, "SOL", 1_000_000_000n);
});
afterAll(async () => {
  await world.devnet.close();
  delete process.env.SOLANA_RPC_URL;
  delete process.env.EMBEDDED_DEVNET;
  resetEnv();
});

async function onLedger(ixs: ReturnType<typeof payoutInstructions>, unitLimit: number) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: "11111111111111111111111111111111",
    instructions: [...budgetInstructions({ unitLimit, microLamports: 0n }), ...ixs],
  }).compileToV0Message();
  const { value } = await getConnection().simulateTransaction(new VersionedTransaction(message), {
    sigVerify: false,
    replaceRecentBlockhash: true,
    commitment: "confirmed",
  });
  return { err: value.err, consumed: value.unitsConsumed ?? 0 };
}

describe("a recipient who sends lamports to its own token account's address after the round read it as missing", () => {
  it("cannot make the payout's computed limit too small: a creation is bounded over its address's states", async () => {
    // A payout of 3 legs: two honest new recipients and the attacker, all read as missing by the round's shared read.
    const recipients = [Keypair.generate().publicKey, Keypair.generate().publicKey, attacker.publicKey];
    const transfers = recipients.map((to) => ({ to, amount: 1_000_000n }));
    const missing = await missingTokenAccounts("USDC", recipients);
    expect(missing.size).toBe(3);
    const ixs = payoutInstructions(payer.publicKey, "USDC", transfers, missing);
    const { unitLimit } = await moveBudget(payer.publicKey, ixs); // what the payout is signed with (no simulation)

    // The attacker, watching the round's first payouts land, sends a few lamports to its ATA's address.
    const ata = destinationAccount("USDC", attacker.publicKey);
    const conn = getConnection();
    const { blockhash } = await conn.getLatestBlockhash();
    const tx = new VersionedTransaction(
      new TransactionMessage({
        payerKey: attacker.publicKey,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: attacker.publicKey, toPubkey: ata, lamports: 1_000_000 })],
      }).compileToV0Message(),
    );
    tx.sign([attacker]);
    await conn.sendRawTransaction(tx.serialize());
    const deadline = Date.now() + 20_000;
    while ((await conn.getAccountInfo(ata, "confirmed"))?.lamports !== 1_000_000) {
      if (Date.now() > deadline) throw new Error("the attacker's transfer did not land");
      world.devnet.advanceSlots?.(1);
      await new Promise((r) => setTimeout(r, 100));
    }

    const { err, consumed } = await onLedger(ixs, unitLimit);
    expect(err).toBeNull();
    expect(unitLimit).toBeGreaterThanOrEqual(consumed);
  });
});
