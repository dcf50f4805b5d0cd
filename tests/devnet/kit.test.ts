import {
  type AccountMeta,
  AccountRole,
  type AccountSignerMeta,
  type Address,
  airdropFactory,
  appendTransactionMessageInstruction,
  assertIsSendableTransaction,
  assertIsTransactionWithBlockhashLifetime,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet as devnetUrl,
  estimateResourceLimitsFactory,
  generateKeyPairSigner,
  getSignatureFromTransaction,
  getStructEncoder,
  getU32Encoder,
  getU64Encoder,
  type Instruction,
  type InstructionWithSigners,
  type KeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartDevnet, type ProcessDevnet } from "./harness";

/** @solana/kit 8 against the devnet as `npm start` runs it (its own process, websocket on port + 1), unchanged. */
let devnet: ProcessDevnet;
let rpc: ReturnType<typeof createSolanaRpc<ReturnType<typeof devnetUrl>>>;
let rpcSubscriptions: ReturnType<typeof createSolanaRpcSubscriptions<ReturnType<typeof devnetUrl>>>;

beforeAll(async () => {
  devnet = await npmStartDevnet();
  rpc = createSolanaRpc(devnetUrl(devnet.url));
  rpcSubscriptions = createSolanaRpcSubscriptions(devnetUrl(devnet.wsUrl));
});
afterAll(() => devnet.close());

const systemProgram = "11111111111111111111111111111111" as Address;
const transferData = getStructEncoder([
  ["instruction", getU32Encoder()],
  ["lamports", getU64Encoder()],
]);

function transferInstruction(from: KeyPairSigner, to: Address, amount: bigint): Instruction & InstructionWithSigners {
  const payer: AccountSignerMeta = { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from };
  const recipient: AccountMeta = { address: to, role: AccountRole.WRITABLE };
  return {
    programAddress: systemProgram,
    accounts: [payer, recipient],
    data: transferData.encode({ instruction: 2, lamports: amount }),
  };
}

async function transferTransaction(from: KeyPairSigner, to: Address, amount: bigint) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash({ commitment: "confirmed" }).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(from, to, amount), m),
  );
  const transaction = await signTransactionMessageWithSigners(message);
  assertIsSendableTransaction(transaction);
  assertIsTransactionWithBlockhashLifetime(transaction);
  return { message, transaction };
}

describe("@solana/kit against the devnet, unchanged", () => {
  it("airdrops and sends with sendAndConfirmTransactionFactory over createSolanaRpcSubscriptions", async () => {
    const alice = await generateKeyPairSigner();
    const bob = (await generateKeyPairSigner()).address;
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: alice.address,
      lamports: lamports(1_000_000_000n),
      commitment: "confirmed",
    });
    const { transaction } = await transferTransaction(alice, bob, 40_000_000n);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: "confirmed" });
    expect((await rpc.getBalance(bob, { commitment: "confirmed" }).send()).value).toBe(40_000_000n);
    const fetched = await rpc
      .getTransaction(getSignatureFromTransaction(transaction), {
        commitment: "confirmed",
        encoding: "jsonParsed",
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(fetched?.transaction.message.instructions[0]).toMatchObject({
      program: "system",
      parsed: { type: "transfer", info: { lamports: 40_000_000n } },
    });
  }, 20_000);

  it("streams account and slot notifications, and estimates compute units by simulation", async () => {
    const alice = await generateKeyPairSigner();
    const bob = (await generateKeyPairSigner()).address;
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: alice.address,
      lamports: lamports(1_000_000_000n),
      commitment: "confirmed",
    });
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error("no notification in 10 s")), 10_000);
    try {
      const accounts = await rpcSubscriptions
        .accountNotifications(bob, { commitment: "confirmed", encoding: "base64" })
        .subscribe({ abortSignal: abort.signal });
      // An iterator queues notifications from its first next() on: start reading before sending.
      const firstAccount = (async () => {
        for await (const notification of accounts) return notification;
      })();
      const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal });
      for await (const slot of slots) {
        expect(slot.slot).toBeGreaterThan(slot.parent);
        break;
      }
      const { message, transaction } = await transferTransaction(alice, bob, 3_000_000n);
      const estimate = await estimateResourceLimitsFactory({ rpc })(message);
      expect(estimate.computeUnitLimit).toBeGreaterThan(0);
      await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: "confirmed" });
      expect((await firstAccount)?.value.lamports).toBe(3_000_000n);
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
  }, 20_000);
});
