import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as sessionRoute from "@/app/api/session/route";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import { getDb } from "@/server/db/client";
import { auditEvents, members } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { newAccountKey, type TestKey } from "../support/accounts";
import { type CallResult, call, expectErrorShape } from "../support/call";
import { addMember, newWallet, signedChallenge, walletSignIn } from "./members-harness";

afterEach(() => {
  delete process.env.SIGNUP;
  resetEnv();
});

/** The account's members and invitations: address to status. */
async function statuses(owner: TestKey): Promise<Record<string, string>> {
  const listed = await call(membersRoute.GET, "GET", "/v1/members", { key: owner.key });
  return Object.fromEntries(listed.body.members.map((m: { address: string; status: string }) => [m.address, m.status]));
}

/** The session a sign-in answer opened: its account's members are read with it. */
async function sessionOf(signedIn: CallResult & { cookie?: string }) {
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const view = await call(sessionRoute.GET, "GET", "/api/session", { headers: { cookie: signedIn.cookie! } });
  return view.body as { role: string; permission: string; tier: string; actor: { id: string } };
}

async function accountOfMember(memberId: string) {
  const [row] = await (await getDb()).select().from(members).where(eq(members.id, memberId));
  return row!.accountId;
}

async function actionsOf(accountId: string) {
  const rows = await (await getDb())
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.accountId, accountId));
  return rows.map((r) => r.action);
}

describe("member invitations", () => {
  it("claims nothing: two accounts invite one wallet, which chooses at sign-in; the other invitation stays open", async () => {
    const [first, second] = [await newAccountKey("admin"), await newAccountKey("admin")];
    const wallet = newWallet();
    expect((await addMember({ key: first.key }, wallet.address, "viewer")).status).toBe(201);
    expect((await addMember({ key: second.key }, wallet.address, "developer")).status).toBe(201);

    const signIn = await signedChallenge(wallet);
    const asked = await signIn();
    expectErrorShape(asked, "ACCOUNT_CHOICE_REQUIRED", 409);
    expect(asked.headers.get("set-cookie")).toBeNull();
    expect(asked.body.error.details).toMatchObject({ address: wallet.address, newAccount: false, more: false });
    expect(asked.body.error.details.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: first.principal.accountId, role: "viewer", status: "invited" }),
        expect.objectContaining({ accountId: second.principal.accountId, role: "developer", status: "invited" }),
      ]),
    );
    expect(asked.body.error.details.accounts[0].name).toMatch(/^test acc_/);

    // The same signed message, with the choice: it joins the second account only.
    expectErrorShape(await signIn({ accountId: "acc_NotInvitedAnywhere" }), "NOT_A_MEMBER", 403);
    const joined = await sessionOf(await signIn({ accountId: second.principal.accountId }));
    expect(joined).toMatchObject({ role: "developer", permission: "write" });
    expect(await accountOfMember(joined.actor.id)).toBe(second.principal.accountId);
    expect((await statuses(second))[wallet.address]).toBe("active");
    expect((await statuses(first))[wallet.address]).toBe("invited");
    expect(await actionsOf(second.principal.accountId)).toEqual(
      expect.arrayContaining(["member.invited", "member.joined", "session.signed_in"]),
    );
    expect(await actionsOf(first.principal.accountId)).not.toContain("member.joined");
    // Its message is used up by the sign-in.
    expectErrorShape(await signIn({ accountId: second.principal.accountId }), "UNAUTHENTICATED", 401);

    // A member of one account with an invitation to another chooses again; having joined both, it still chooses.
    const again = await signedChallenge(wallet);
    const both = await again();
    expectErrorShape(both, "ACCOUNT_CHOICE_REQUIRED", 409);
    expect(both.body.error.details.accounts.map((a: { status: string }) => a.status)).toEqual(["active", "invited"]);
    expect((await sessionOf(await again({ accountId: first.principal.accountId }))).role).toBe("viewer");
    const third = await (await signedChallenge(wallet))();
    expectErrorShape(third, "ACCOUNT_CHOICE_REQUIRED", 409);
    expect(third.body.error.details.accounts.map((a: { status: string }) => a.status)).toEqual(["active", "active"]);
  });

  it("with SIGNUP=open, does not drop a wallet a stranger invited into the stranger's account: it chooses", async () => {
    process.env.SIGNUP = "open";
    resetEnv();
    const stranger = await newAccountKey("admin");
    const wallet = newWallet();
    expect((await addMember({ key: stranger.key }, wallet.address, "admin")).status).toBe(201);

    const signIn = await signedChallenge(wallet);
    const asked = await signIn();
    expectErrorShape(asked, "ACCOUNT_CHOICE_REQUIRED", 409);
    expect(asked.body.error.details).toMatchObject({
      newAccount: true,
      accounts: [expect.objectContaining({ accountId: stranger.principal.accountId, status: "invited" })],
    });
    const own = await sessionOf(await signIn({ newAccount: true }));
    expect(own).toMatchObject({ role: "admin", tier: "free" });
    expect(await accountOfMember(own.actor.id)).not.toBe(stranger.principal.accountId);
    expect((await statuses(stranger))[wallet.address]).toBe("invited");
    expect(await actionsOf(stranger.principal.accountId)).not.toContain("member.joined");
    // A member of an account already: no second account of its own.
    const later = await signedChallenge(wallet);
    expectErrorShape(await later({ newAccount: true }), "FORBIDDEN", 403);
  });

  it("lapses after seven days and cannot be accepted then, nor once revoked; inviting again renews a lapsed one", async () => {
    const owner = await newAccountKey("admin");
    const wallet = newWallet();
    const invited = await addMember({ key: owner.key }, wallet.address, "developer");
    const db = await getDb();
    // Seven days and a second later, without waiting for them.
    await db
      .update(members)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(members.id, invited.body.memberId));
    expect((await statuses(owner))[wallet.address]).toBe("expired");
    expectErrorShape(await (await signedChallenge(wallet))(), "NOT_A_MEMBER", 403);

    const renewed = await addMember({ key: owner.key }, wallet.address, "viewer");
    expect(renewed.status).toBe(201);
    expect(renewed.body.memberId).not.toBe(invited.body.memberId);
    const [event] = await db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "member.invited"), eq(auditEvents.objectId, renewed.body.memberId)));
    expect(event!.details).toMatchObject({ replaced: invited.body.memberId, role: "viewer" });
    await walletSignIn(wallet);
    expect((await statuses(owner))[wallet.address]).toBe("active");

    // Revoked between the choice answer and the choice: refused, and nothing joined.
    const other = await newAccountKey("admin");
    const revokedWallet = newWallet();
    const revoked = await addMember({ key: other.key }, revokedWallet.address, "viewer");
    const signIn = await signedChallenge(revokedWallet);
    const memberId = revoked.body.memberId as string;
    const removed = await call(memberRoute.DELETE, "DELETE", "/v1/members/x", { key: other.key, params: { memberId } });
    expect(removed.status).toBe(200);
    expectErrorShape(await signIn(), "NOT_A_MEMBER", 403);
    expectErrorShape(await signIn({ accountId: other.principal.accountId }), "NOT_A_MEMBER", 403);
    expect(await actionsOf(other.principal.accountId)).toContain("member.invitation_revoked");
    expect(await statuses(other)).toEqual({});
  });
});
