import { Keypair } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as quoteRoute from "@/app/v1/quote/route";
import * as transactionRoute from "@/app/v1/transactions/[transactionId]/route";
import * as transactionsRoute from "@/app/v1/transactions/route";
import { call, expectErrorShape } from "../support/call";
import { walletSuite } from "../wallet/wallet-harness";
import { signedInMember } from "./members-harness";

const suite = walletSuite("admin");

/** A private USDC send made with a member's session (cookie and CSRF token), as the dashboard makes it. */
async function createPrivateSend(headers: Record<string, string>) {
  const quote = await call(quoteRoute.GET, "GET", "/v1/quote", {
    headers,
    query: { inputAsset: "USDC", outputAsset: "USDC", amount: "3", slippageBps: 100, mode: "private" },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  return call(transactionsRoute.POST, "POST", "/v1/transactions", {
    headers,
    body: {
      type: "send",
      quoteId: quote.body.quoteId,
      mode: "private",
      sender: Keypair.generate().publicKey.toBase58(),
      recipients: [{ address: Keypair.generate().publicKey.toBase58(), amount: "3" }],
    },
  });
}

const cancel = (headers: Record<string, string>, transactionId: string) =>
  call(transactionRoute.DELETE, "DELETE", `/v1/transactions/${transactionId}`, { headers, params: { transactionId } });

describe("a member's role decides what it may do with transactions", () => {
  it("a viewer cannot create one; a developer can, and cancels its own but not another developer's", async () => {
    const viewer = await signedInMember(suite.owner.key, "viewer");
    expectErrorShape(
      await call(transactionsRoute.POST, "POST", "/v1/transactions", { headers: viewer.headers, body: {} }),
      "FORBIDDEN",
      403,
    );

    const developer = await signedInMember(suite.owner.key, "developer");
    const other = await signedInMember(suite.owner.key, "developer");
    const admin = await signedInMember(suite.owner.key, "admin");
    const mine = await createPrivateSend(developer.headers);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect((await call(transactionsRoute.GET, "GET", "/v1/transactions", { headers: viewer.headers })).body.total).toBe(
      1,
    );

    expectErrorShape(await cancel(viewer.headers, mine.body.transactionId), "FORBIDDEN", 403);
    expectErrorShape(await cancel(other.headers, mine.body.transactionId), "UNAUTHORIZED", 403);
    expect((await cancel(developer.headers, mine.body.transactionId)).body.status).toBe("cancelled");

    const second = await createPrivateSend(other.headers);
    expect((await cancel(admin.headers, second.body.transactionId)).body.status).toBe("cancelled");
  });
});
