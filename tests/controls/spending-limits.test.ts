import { Keypair, LAMPORTS_PER_SOL } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as rotateRoute from "@/app/v1/api-keys/[keyId]/rotate/route";
import * as keyRoute from "@/app/v1/api-keys/[keyId]/route";
import * as keysRoute from "@/app/v1/api-keys/route";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import type { Principal } from "@/server/auth/principal";
import { getDb } from "@/server/db/client";
import { newId } from "@/server/ids";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { chargeSpendingNow } from "@/server/services/spending-limits/charge-spending";
import { faucet, fundSol } from "../devnet/harness";
import { newWallet } from "../members/members-harness";
import { askPrivateSend } from "../private/private-harness";
import { call, expectErrorShape } from "../support/call";
import { getQuote, prepare, walletSuite } from "../wallet/wallet-harness";

const suite = walletSuite("admin");

const to = () => Keypair.generate().publicKey.toBase58();
const usdc = (whole: number) => BigInt(whole) * 1_000_000n;

/** A key of the suite's account with these limits, made through POST /v1/api-keys. */
async function limitedKey(spendingLimits: { asset: string; perDay: string }[], permission = "write") {
  const made = await call(keysRoute.POST, "POST", "/v1/api-keys", {
    key: suite.owner.key,
    body: { name: "limited", permission, spendingLimits },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { key: string; keyId: string; spendingLimits: unknown };
}

async function fundedSender() {
  const sender = Keypair.generate();
  await fundSol(suite.world.connection, suite.world.devnet, sender.publicKey, LAMPORTS_PER_SOL);
  await faucet(suite.world.devnet, sender, "USDC", usdc(100));
  return sender;
}

async function sendBody(key: string, sender: Keypair, amount: string) {
  return {
    type: "send" as const,
    quoteId: await getQuote(key, "USDC", amount),
    sender: sender.publicKey.toBase58(),
    recipients: [{ address: to(), amount }],
  };
}

/** A principal as a member's session has it (members sign in with a wallet; the limits only read who it is). */
function memberPrincipal(accountId: string, memberId: string, address: string): Principal {
  return {
    accountId,
    actor: { type: "member", id: memberId, address },
    keyId: null,
    memberId,
    permission: "write",
    tier: "enterprise",
    accountStatus: "active",
    isOperator: false,
  };
}

const payment = (amount: bigint) => ({
  quoteId: newId("quote"),
  type: "payroll",
  mode: "wallet" as const,
  asset: "USDC" as const,
  amount,
});

describe("spending limits", () => {
  it("two racing prepares at the limit: one passes, the other is 422 with the limit and today's spending", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "10" }]);
    expect(limited.spendingLimits).toEqual([{ asset: "USDC", perDay: "10" }]);
    const sender = await fundedSender();
    const bodies = [await sendBody(limited.key, sender, "6"), await sendBody(limited.key, sender, "6")];
    const results = await Promise.all(bodies.map((body) => prepare(limited.key, body)));
    const passed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(passed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expectErrorShape(refused[0]!, "SPENDING_LIMIT_EXCEEDED", 422);
    expect(refused[0]!.body.error.details).toMatchObject({ asset: "USDC", limit: "10", spentToday: "6", amount: "6" });

    // The passed payment prepared again (its quote) charges nothing more; 4 more fit, 4.000001 would not.
    const again = bodies[results.indexOf(passed[0]!)]!;
    expect((await prepare(limited.key, again)).status).toBe(200);
    const over = await prepare(limited.key, await sendBody(limited.key, sender, "4.000001"));
    expectErrorShape(over, "SPENDING_LIMIT_EXCEEDED", 422);
    expect(over.body.error.details).toMatchObject({ limit: "10", spentToday: "6" });
    expect((await prepare(limited.key, await sendBody(limited.key, sender, "4"))).status).toBe(200);
  });

  it("private payments count at create, and over the limit nothing is created", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "5" }]);
    const sender = Keypair.generate().publicKey;
    const first = await askPrivateSend(limited.key, sender, "3");
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await askPrivateSend(limited.key, sender, "3");
    expectErrorShape(second, "SPENDING_LIMIT_EXCEEDED", 422);
    expect(second.body.error.details).toMatchObject({ limit: "5", spentToday: "3", amount: "3", subject: "api_key" });
    expect((await askPrivateSend(limited.key, sender, "2")).status).toBe(201);
  });

  it("many racing charges never pass the limit together (the counter's conditional UPDATE)", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "10" }]);
    const db = await getDb();
    const principal = { ...suite.owner.principal, keyId: limited.keyId, permission: "write" as const };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => chargeSpendingNow(db, principal, payment(usdc(3)))),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect((o as PromiseRejectedResult).reason.code).toBe("SPENDING_LIMIT_EXCEEDED");
    }
    // Another asset, and a swap, are not limited by a USDC limit.
    await chargeSpendingNow(db, principal, { ...payment(usdc(50)), asset: "USDT" });
    await chargeSpendingNow(db, principal, { ...payment(usdc(50)), type: "swap" });
  });

  it("a member's limit covers the member and every key it made; each key's own limit counts too", async () => {
    const db = await getDb();
    const { accountId } = suite.owner.principal;
    const wallet = newWallet();
    const invited = await call(membersRoute.POST, "POST", "/v1/members", {
      key: suite.owner.key,
      body: { address: wallet.address, role: "developer", spendingLimits: [{ asset: "USDC", perDay: "10" }] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.spendingLimits).toEqual([{ asset: "USDC", perDay: "10" }]);
    const member = memberPrincipal(accountId, invited.body.memberId, wallet.address);

    // Two keys made in the member's session: the second has a limit of its own, lower.
    const first = await createApiKey(db, { accountId, name: "member key 1", permission: "write" }, member);
    const second = await createApiKey(
      db,
      { accountId, name: "member key 2", permission: "write", spendingLimits: [{ asset: "USDC", perDay: "2" }] },
      member,
    );
    const asKey = (row: { id: string }) => ({ ...suite.owner.principal, keyId: row.id, permission: "write" as const });

    await chargeSpendingNow(db, member, payment(usdc(4)));
    const keyOwn = await chargeSpendingNow(db, asKey(second.row), payment(usdc(3))).catch((e) => e);
    expect(keyOwn.details).toMatchObject({ subject: "api_key", limit: "2", spentToday: "0" });
    await chargeSpendingNow(db, asKey(first.row), payment(usdc(4)));
    const memberTotal = await chargeSpendingNow(db, asKey(first.row), payment(usdc(2) + 1n)).catch((e) => e);
    expect(memberTotal.details).toMatchObject({ subject: "member", limit: "10", spentToday: "8" });
    await chargeSpendingNow(db, asKey(second.row), payment(usdc(2)));

    // An admin raises the member's limit: the next payment counts against the new one, on today's spending.
    const raised = await call(memberRoute.PATCH, "PATCH", "/v1/members/x", {
      key: suite.owner.key,
      params: { memberId: member.memberId! },
      body: { spendingLimits: [{ asset: "USDC", perDay: "20" }] },
    });
    expect(raised.body.spendingLimits).toEqual([{ asset: "USDC", perDay: "20" }]);
    await chargeSpendingNow(db, asKey(first.row), payment(usdc(10)));
  });

  it("a rotated key keeps its limits and today's spending; an admin changes a key's limits", async () => {
    const limited = await limitedKey([{ asset: "USDC", perDay: "5" }]);
    const db = await getDb();
    await chargeSpendingNow(db, { ...suite.owner.principal, keyId: limited.keyId }, payment(usdc(4)));
    const rotated = await call(rotateRoute.POST, "POST", "/v1/api-keys/x/rotate", {
      key: suite.owner.key,
      params: { keyId: limited.keyId },
      body: {},
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(201);
    expect(rotated.body.spendingLimits).toEqual([{ asset: "USDC", perDay: "5" }]);
    const next = { ...suite.owner.principal, keyId: rotated.body.keyId as string };
    const refused = await chargeSpendingNow(db, next, payment(usdc(2))).catch((e) => e);
    expect(refused.details).toMatchObject({ limit: "5", spentToday: "4" });

    const patch = (keyId: string, body: unknown) =>
      call(keyRoute.PATCH, "PATCH", "/v1/api-keys/x", { key: suite.owner.key, params: { keyId }, body });
    const changed = await patch(rotated.body.keyId, { spendingLimits: [{ asset: "USDC", perDay: "6" }] });
    expect(changed.body.spendingLimits).toEqual([{ asset: "USDC", perDay: "6" }]);
    await chargeSpendingNow(db, next, payment(usdc(2)));
    expectErrorShape(
      await patch(rotated.body.keyId, { spendingLimits: [{ asset: "USDC", perDay: "1.0000001" }] }),
      "INVALID_AMOUNT",
      400,
    );
    expectErrorShape(
      await patch(rotated.body.keyId, {
        spendingLimits: [
          { asset: "USDC", perDay: "1" },
          { asset: "USDC", perDay: "2" },
        ],
      }),
      "INVALID_REQUEST",
      400,
    );
    expectErrorShape(await patch("key_Unknown", { spendingLimits: [] }), "NOT_FOUND", 404);
    const listed = await call(keysRoute.GET, "GET", "/v1/api-keys", { key: suite.owner.key });
    const row = listed.body.apiKeys.find((k: { keyId: string }) => k.keyId === rotated.body.keyId);
    expect(row.spendingLimits).toEqual([{ asset: "USDC", perDay: "6" }]);
    // A write key cannot change limits (its own included).
    const writer = await limitedKey([{ asset: "USDC", perDay: "1" }]);
    const own = await call(keyRoute.PATCH, "PATCH", "/v1/api-keys/x", {
      key: writer.key,
      params: { keyId: writer.keyId },
      body: { spendingLimits: [] },
    });
    expectErrorShape(own, "FORBIDDEN", 403);
  });
});
