import { getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, type Message, PublicKey, VersionedTransaction } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { assets } from "@/server/assets";
import { faucet, fundSol } from "../devnet/harness";
import { expectErrorShape } from "../support/call";
import { create, getQuote, prepare, sign, walletSuite } from "./wallet-harness";

const suite = walletSuite();

const someone = () => Keypair.generate().publicKey.toBase58();

let payer: Promise<Keypair> | undefined;

/** One sender funded for every payroll here: prepare refuses a sender who cannot pay (INSUFFICIENT_BALANCE). */
function fundedPayer(): Promise<Keypair> {
  payer ??= (async () => {
    const keypair = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, keypair.publicKey, 20 * LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, keypair, "USDC", 200_000_000n);
    return keypair;
  })();
  return payer;
}

async function payrollBody(asset: "SOL" | "USDC", recipients: { address: string; amount: string }[]) {
  const total = recipients.reduce((sum, r) => sum + Number(r.amount) * 1000, 0) / 1000;
  const quoteId = await getQuote(suite.owner.key, asset, String(total));
  const sender = (await fundedPayer()).publicKey.toBase58();
  return { type: "payroll" as const, quoteId, sender, recipients };
}

describe("inputs that used to stall or break the server", () => {
  it("prepares 10,000 wallet-mode recipients, the most a request takes, in as few transactions as fit", async () => {
    const recipients = Array.from({ length: 10_000 }, () => ({ address: someone(), amount: "0.001" }));
    const result = await prepare(suite.owner.key, await payrollBody("SOL", recipients));
    expect(result.status).toBe(200);
    // 20 SOL transfers and the compute budget fill one transaction.
    expect(result.body.transactions).toHaveLength(Math.ceil(10_000 / 20));
    expect(result.body.transaction).toBeUndefined();
    const more = [...recipients, { address: someone(), amount: "0.001" }];
    const tooMany = await prepare(suite.owner.key, await payrollBody("SOL", more));
    expectErrorShape(tooMany, "INVALID_RECIPIENT", 400);
  }, 180_000);

  it("prepares more token recipients than one RPC call or one message can hold, creating their accounts", async () => {
    const recipients = Array.from({ length: 130 }, () => ({ address: someone(), amount: "1" }));
    const result = await prepare(suite.owner.key, await payrollBody("USDC", recipients));
    expect(result.status).toBe(200);
    expect(result.body.recipientsNeedingAta).toBe(130);
    // Nine transfers that create their recipient's token account, and the compute budget, fit one transaction.
    expect(result.body.transactions.map((t: { recipients: { count: number } }) => t.recipients.count)).toEqual([
      ...Array(14).fill(9),
      4,
    ]);
  });

  it("refuses duplicate recipients, naming them", async () => {
    const twice = someone();
    const result = await prepare(
      suite.owner.key,
      await payrollBody("SOL", [
        { address: twice, amount: "0.1" },
        { address: someone(), amount: "0.1" },
        { address: twice, amount: "0.2" },
      ]),
    );
    expectErrorShape(result, "INVALID_RECIPIENT", 400);
    expect(result.body.error.details).toMatchObject({ reason: "duplicate", duplicates: [twice] });
  });

  it("refuses a token account as recipient: tokens sent there would be stuck", async () => {
    const holder = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, holder.publicKey, LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, holder, "USDC", 1_000_000n);
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(assets.USDC.mint), holder.publicKey);
    const result = await prepare(
      suite.owner.key,
      await payrollBody("USDC", [{ address: tokenAccount.toBase58(), amount: "1" }]),
    );
    expectErrorShape(result, "INVALID_RECIPIENT", 400);
    expect(result.body.error.details).toMatchObject({ reason: "token_account", addresses: [tokenAccount.toBase58()] });
  });

  it("answers INVALID_SIGNATURE, not 500, for signed transactions that break the message rules", async () => {
    const alice = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, alice.publicKey, LAMPORTS_PER_SOL);
    const quoteId = await getQuote(suite.owner.key, "SOL", "0.1");
    const body = {
      type: "send" as const,
      quoteId,
      sender: alice.publicKey.toBase58(),
      recipients: [{ address: someone(), amount: "0.1" }],
    };
    const signed = sign((await prepare(suite.owner.key, body)).body.transaction, alice);
    const wire = Buffer.from(signed, "base64");

    // A send is a legacy message, whose compiledInstructions is a fresh copy at each read: edit its instructions.
    const outOfRange = VersionedTransaction.deserialize(wire);
    (outOfRange.message as Message).instructions[0]!.accounts[1] = 200;
    const noSigners = VersionedTransaction.deserialize(wire);
    noSigners.message.header.numRequiredSignatures = 0;
    const fewAccounts = VersionedTransaction.deserialize(wire);
    (fewAccounts.message as Message).instructions[0]!.accounts = [0];

    for (const tx of [outOfRange, noSigners, fewAccounts]) {
      const result = await create(suite.owner.key, {
        ...body,
        signedTransaction: Buffer.from(tx.serialize()).toString("base64"),
      });
      expectErrorShape(result, "INVALID_SIGNATURE", 400);
    }
  });
});
