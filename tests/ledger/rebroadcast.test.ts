import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findMove } from "@/server/db/queries/ledger-moves";
import { resetEnv } from "@/server/env";
import { transferInstructions } from "@/server/ledger/build-transfer";
import { signMove } from "@/server/ledger/sign-move";
import { loadTreasury } from "@/server/ledger/treasury";
import { metrics } from "@/server/metrics/registry";
import { settleMove } from "@/server/services/moves/run-move";
import { startLosingRpcProxy } from "../support/losing-rpc-proxy";
import { type WalletWorld, walletWorld } from "../wallet/wallet-harness";

let world: WalletWorld;
beforeAll(async () => {
  world = await walletWorld();
});
afterAll(() => world.close());

/** The value of a counter or a histogram's count for one purpose, as a scrape would read it. */
async function seriesValue(metric: "moveBroadcasts" | "moveLanding" | "moveAttempts", name: string, purpose: string) {
  const { values } = await metrics()[metric].get();
  const named = values as { labels: { purpose?: string }; value: number; metricName?: string }[];
  return named.find((v) => v.labels.purpose === purpose && (v.metricName ?? name) === name)?.value ?? 0;
}

describe("re-broadcasting what the service signed", () => {
  it("sends the same bytes again while they are unseen, until they land: one attempt, its sends and landing measured", async () => {
    const proxy = await startLosingRpcProxy(world.devnet.url, 2);
    process.env.SOLANA_RPC_URL = proxy.url;
    resetEnv();
    try {
      const db = await getDb();
      const treasury = loadTreasury();
      const recipient = Keypair.generate().publicKey;
      const key = `test-rebroadcast:${recipient.toBase58()}`;
      const before = {
        sends: await seriesValue("moveBroadcasts", "payments_move_broadcasts_total", "float"),
        landings: await seriesValue("moveLanding", "payments_move_landing_seconds_count", "float"),
      };
      let signings = 0;
      const state = await settleMove(
        db,
        {
          key,
          purpose: "float",
          payer: treasury,
          sign: async () => {
            signings++;
            const instructions = transferInstructions(
              "SOL",
              treasury.publicKey,
              recipient,
              BigInt(LAMPORTS_PER_SOL / 100),
              treasury.publicKey,
              false,
            );
            return { signed: await signMove(treasury, [], instructions), details: { to: recipient.toBase58() } };
          },
        },
        60_000,
      );
      // The first two sends were lost on the way; the third of the same bytes landed. Nothing was signed twice.
      expect(state.state).toBe("landed");
      expect(signings).toBe(1);
      expect(proxy.stats.lost).toBe(2);
      expect(proxy.stats.passed).toBeGreaterThanOrEqual(1);
      const row = await findMove(db, key);
      expect(row).toMatchObject({ status: "landed", attempt: 1, signature: state.signature });
      expect(BigInt(await world.connection.getBalance(recipient))).toBe(BigInt(LAMPORTS_PER_SOL / 100));
      expect(await seriesValue("moveBroadcasts", "payments_move_broadcasts_total", "float")).toBeGreaterThanOrEqual(
        before.sends + 3,
      );
      expect(await seriesValue("moveLanding", "payments_move_landing_seconds_count", "float")).toBe(
        before.landings + 1,
      );
    } finally {
      process.env.SOLANA_RPC_URL = world.devnet.url;
      resetEnv();
      await proxy.close();
    }
  }, 90_000);
});
