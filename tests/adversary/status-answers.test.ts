import { afterAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { getSignatureStatus } from "@/server/ledger/submit";
import { startRpcProxy } from "../support/rpc-proxy";

/*
 * Statuses are read by our own parser (server/ledger/submit.ts). Answers web3.js's schema refused must be refused
 * here too, never read as a status: a list where a word belongs, an `err` that is neither an error nor null, an
 * error beside a result. (Found by the adversarial review of the parser; each failed on its first version.)
 */
let body = "";
const proxyP = startRpcProxy("http://127.0.0.1:1", { before: () => ({ status: 200, body }) });
afterAll(async () => {
  delete process.env.SOLANA_RPC_URL;
  resetEnv();
  await (await proxyP).close();
});
async function read(answer: unknown) {
  process.env.SOLANA_RPC_URL = (await proxyP).url;
  resetEnv();
  body = JSON.stringify(answer);
  return getSignatureStatus("sig");
}
const status = (s: unknown) => ({ jsonrpc: "2.0", id: 1, result: { context: { slot: 9 }, value: [s] } });

describe("a node answering statuses in shapes no honest node sends", () => {
  it("a finality that is a list, not a word, is refused", async () => {
    await expect(read(status({ slot: 5, err: null, confirmationStatus: ["processed"] }))).rejects.toThrow(
      /cannot read/,
    );
  });
  it("an err that is neither an error nor null (false, 0) is refused, not read as success", async () => {
    await expect(read(status({ slot: 5, err: false, confirmationStatus: "finalized" }))).rejects.toThrow(
      /cannot read|failed/,
    );
    await expect(read(status({ slot: 5, err: 0, confirmationStatus: "finalized" }))).rejects.toThrow(
      /cannot read|failed/,
    );
  });
  it("a JSON-RPC error beside a result is refused, not read as the result", async () => {
    await expect(
      read({ jsonrpc: "2.0", id: 1, error: { code: -32005, message: "behind" }, result: { value: [null] } }),
    ).rejects.toThrow(/cannot read|failed/);
  });
});
