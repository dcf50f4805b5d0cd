import { Keypair } from "@solana/web3.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { backgroundLoops, depositAccounts } from "@/server/db/schema";
import { afterSweep } from "@/server/services/transactions/private/complete-routing";
import { eventually } from "../support/webhook-receiver";
import { walletSuite } from "../wallet/wallet-harness";
import { createPrivateSend } from "./private-harness";

/**
 * A deposit account watched again after its sweep must be read again even when the watcher ended its run while the
 * account was away (nothing else was watched): a second payment into it is refunded, not left to the next deposit.
 */
const suite = walletSuite();

const watcher = async () => {
  const db = await getDb();
  const [row] = await db.select().from(backgroundLoops).where(eq(backgroundLoops.name, "deposit-watcher"));
  return row;
};

describe("a deposit account watched again", () => {
  it("kicks the watcher that ended its run while the account was routing", async () => {
    const db = await getDb();
    const transactionId = (await createPrivateSend(suite.owner.key, Keypair.generate().publicKey)).transactionId!;
    // As the router holds it: the watcher has nothing left to watch and ends its generation.
    await db.update(depositAccounts).set({ state: "routing" }).where(eq(depositAccounts.transactionId, transactionId));
    const ended = await eventually(
      async () => {
        const row = await watcher();
        return row && !row.active ? row : undefined;
      },
      60_000,
      "the watcher ending its run",
    );

    await afterSweep(db, transactionId);

    const accounts = await db.select().from(depositAccounts).where(eq(depositAccounts.transactionId, transactionId));
    expect(accounts.every((a) => a.state === "watching")).toBe(true);
    const kicked = await watcher();
    expect(kicked?.active).toBe(true);
    expect(kicked!.generation).toBeGreaterThan(ended.generation);
    // And the new generation runs its rounds: its heartbeat moves on.
    const beat = kicked!.heartbeatAt.getTime();
    await eventually(
      async () => ((await watcher())!.heartbeatAt.getTime() > beat ? true : undefined),
      30_000,
      "a round",
    );
  });
});
