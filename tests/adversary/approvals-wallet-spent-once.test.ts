import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as keysRoute from "@/app/v1/api-keys/route";
import { getDb } from "@/server/db/client";
import { spendingCharges } from "@/server/db/schema";
import { faucet, fundSol } from "../devnet/harness";
import { addPolicy, approve, getApproval, listApprovals, newAddress } from "../policies/approvals-harness";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

/*
 * docs/threat-model.md, "Maker-checker: payment policies and approvals": a wallet client racing two prepares of the
 * approved content under two quotes, to pay it twice; and another account naming the approval.
 */

const suite = walletSuite("admin");

describe("a wallet approval is spent once", () => {
  it("two prepares racing with one approval under two quotes: one is prepared, the other 409 APPROVAL_USED", async () => {
    const admin = suite.owner;
    // A key with a spending limit: a prepare's charge against it is recorded per quote (spending_charges).
    const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
      key: admin.key,
      body: { name: "developer", permission: "write", spendingLimits: [{ asset: "USDC", perDay: "100" }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const developer = { key: made.body.key as string };
    await addPolicy(admin.key, {
      name: "all wallet sends",
      match: { types: ["send"], modes: ["wallet"] },
      effect: "require_approval",
    });
    const sender = Keypair.generate();
    await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
    await faucet(suite.world.devnet, sender, "USDC", 10_000_000n);
    const recipient = newAddress();
    const body = async () => ({
      type: "send" as const,
      quoteId: await getQuote(developer.key, "USDC", "1"),
      sender: sender.publicKey.toBase58(),
      recipients: [{ address: recipient, amount: "1" }],
    });
    const held = await prepare(developer.key, await body());
    expectErrorShape(held, "APPROVAL_REQUIRED", 409);
    const { approvalId } = held.body.error.details;
    expect((await approve({ key: admin.key }, approvalId)).body.status).toBe("approved");

    const [first, second] = [await body(), await body()];
    const results = await Promise.all(
      [first, second].map((b) => prepare(developer.key, { ...b, approvalId } as never)),
    );
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe("APPROVAL_USED");
    // The quote that won may prepare again (a fresh blockhash); the other may not.
    const winner = results[0]!.status === 200 ? first : second;
    const loser = winner === first ? second : first;
    expect((await prepare(developer.key, { ...winner, approvalId } as never)).status).toBe(200);
    expectErrorShape(await prepare(developer.key, { ...loser, approvalId } as never), "APPROVAL_USED", 409);
    // The refused prepares charged nothing: the approval is spent with the limits' charge, both or neither.
    const charged = await (await getDb())
      .select()
      .from(spendingCharges)
      .where(inArray(spendingCharges.quoteId, [winner.quoteId, loser.quoteId]));
    expect(charged.map((c) => c.quoteId)).toEqual([winner.quoteId]);

    // Another account neither sees nor uses it.
    const stranger = await newAccountKey("admin");
    expectErrorShape(await getApproval({ key: stranger.key }, approvalId), "APPROVAL_NOT_FOUND", 404);
    expectErrorShape(await approve({ key: stranger.key }, approvalId), "APPROVAL_NOT_FOUND", 404);
    expect((await listApprovals({ key: stranger.key })).body.approvals).toEqual([]);
  });
});
