import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findTransactionById } from "@/server/db/queries/transactions";
import { resetEnv } from "@/server/env";
import { formatAmount } from "@/server/money";
import { checkConfirmation } from "@/server/services/transactions/wallet/check-confirmation";
import { fundSol } from "../devnet/harness";
import { forkSuite } from "../support/fork-suite";
import { startRpcProxy } from "../support/rpc-proxy";
import { create, getQuote, prepare, sign } from "../wallet/wallet-harness";

const suite = forkSuite();

/* A wallet send's confirmation reads the same statuses: an odd answer must not complete a send that never landed. */
describe("a wallet send whose status answer is not a status", () => {
  it("is refused, not read as final: a send that never reached the ledger is not completed", async () => {
    const sender = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
    const recipient = Keypair.generate().publicKey;
    const quoteId = await getQuote(suite.owner.key, "SOL", formatAmount(1_000_000n, 9));
    const body = {
      type: "send" as const,
      quoteId,
      sender: sender.publicKey.toBase58(),
      recipients: [{ address: recipient.toBase58(), amount: formatAmount(1_000_000n, 9) }],
    };
    const prepared = await prepare(suite.owner.key, body);
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const wire = sign((prepared.body.transactions as { transaction: string }[])[0]!.transaction, sender);
    const signature = bs58.encode(VersionedTransaction.deserialize(Buffer.from(wire, "base64")).signatures[0]!);
    // Its sends never reach the ledger.
    suite.proxy.fork.lost.add(signature);
    // In front of the fork proxy: the status of that signature says "processed", inside an array.
    const odd = await startRpcProxy(suite.proxy.url, {
      rewrite: (req, text) => {
        if (!req.toString().includes("getSignatureStatuses") || !req.toString().includes(signature)) return text;
        const parsed = JSON.parse(text);
        parsed.result.value = [{ slot: 1, confirmations: 0, err: null, confirmationStatus: ["processed"] }];
        return JSON.stringify(parsed);
      },
    });
    process.env.SOLANA_RPC_URL = odd.url;
    resetEnv();
    try {
      const created = await create(suite.owner.key, { ...body, signedTransaction: wire });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.transactionId as string;
      const db = await getDb();
      await checkConfirmation(db, id).catch(() => undefined);
      const row = (await findTransactionById(db, id))!;
      const onChain = await suite.world.connection.getSignatureStatuses([signature], {
        searchTransactionHistory: true,
      });
      expect(await suite.world.connection.getBalance(recipient)).toBe(0);
      expect(onChain.value[0]).toBeNull();
      expect(row.status).not.toBe("completed");
    } finally {
      process.env.SOLANA_RPC_URL = suite.proxy.url;
      resetEnv();
      await odd.close();
    }
  });
});
