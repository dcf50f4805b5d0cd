import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { getSignatureStatus, getSignatureStatusesInBulk } from "@/server/ledger/submit";
import { testDevnet, waitForStatus } from "../devnet/harness";
import { startRpcProxy } from "../support/rpc-proxy";

let world: Awaited<ReturnType<typeof testDevnet>>;
beforeAll(async () => {
  world = await testDevnet(undefined, 50);
});
afterAll(async () => {
  delete process.env.SOLANA_RPC_URL;
  resetEnv();
  await world.devnet.close();
});

/** The service pointed at a proxy that rewrites every getSignatureStatuses answer with `rewrite`. */
async function rewritingStatuses(rewrite: (answer: { result: { value: unknown[] } }) => unknown) {
  const proxy = await startRpcProxy(world.devnet.url, {
    rewrite: (body, answer) =>
      body.toString("utf8").includes("getSignatureStatuses") ? JSON.stringify(rewrite(JSON.parse(answer))) : answer,
  });
  process.env.SOLANA_RPC_URL = proxy.url;
  resetEnv();
  return proxy;
}

describe("signature statuses read without web3.js", () => {
  it("reads what web3.js reads: a landed signature's slot and finality, and an unseen one as unknown", async () => {
    process.env.SOLANA_RPC_URL = world.devnet.url;
    resetEnv();
    const landed = await world.connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL);
    await waitForStatus(world.connection, landed, "finalized", world.devnet);
    const unseen = bs58.encode(Keypair.generate().secretKey);
    const [ours, theirs] = [
      await getSignatureStatusesInBulk([landed, unseen]),
      (await world.connection.getSignatureStatuses([landed, unseen], { searchTransactionHistory: true })).value,
    ];
    expect(ours).toEqual([
      { status: theirs[0]!.confirmationStatus, err: theirs[0]!.err, slot: theirs[0]!.slot },
      { status: "unknown", err: null, slot: null },
    ]);
    expect(ours[0]!.status).toBe("finalized");
  });

  it("refuses an answer that names a finality it does not know, instead of reading it as anything", async () => {
    const proxy = await rewritingStatuses((answer) => ({
      ...answer,
      result: {
        ...answer.result,
        value: answer.result.value.map(() => ({ slot: 1, err: null, confirmationStatus: "finalised" })),
      },
    }));
    try {
      await expect(getSignatureStatus(bs58.encode(Keypair.generate().secretKey))).rejects.toThrow(/cannot read/);
    } finally {
      await proxy.close();
    }
  });

  it("refuses an answer with fewer statuses than signatures asked, or a status without its slot", async () => {
    const short = await rewritingStatuses((answer) => ({ ...answer, result: { ...answer.result, value: [] } }));
    try {
      await expect(getSignatureStatusesInBulk(["a", "b"])).rejects.toThrow(/wrong length/);
    } finally {
      await short.close();
    }
    const slotless = await rewritingStatuses((answer) => ({
      ...answer,
      result: {
        ...answer.result,
        value: answer.result.value.map(() => ({ err: null, confirmationStatus: "finalized" })),
      },
    }));
    try {
      await expect(getSignatureStatus("a")).rejects.toThrow(/cannot read/);
    } finally {
      await slotless.close();
    }
  });
});
