import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as memberRoute from "@/app/v1/members/[memberId]/route";
import * as membersRoute from "@/app/v1/members/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { getDb } from "@/server/db/client";
import { auditEvents, members } from "@/server/db/schema";
import { newId } from "@/server/ids";
import { maxMembersPerAccount } from "@/server/services/members/shared/member-rules";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";
import { addMember, newWallet, signedInMember, walletSignIn } from "./members-harness";

const patch = (key: { key?: string; headers?: Record<string, string> }, memberId: string, role: string) =>
  call(memberRoute.PATCH, "PATCH", `/v1/members/${memberId}`, { ...key, params: { memberId }, body: { role } });
const remove = (key: { key?: string; headers?: Record<string, string> }, memberId: string) =>
  call(memberRoute.DELETE, "DELETE", `/v1/members/${memberId}`, { ...key, params: { memberId } });

describe("members", () => {
  it("an admin invites, lists, re-roles and removes members, each change in the audit log", async () => {
    const { key, principal } = await newAccountKey("admin");
    const wallets = [newWallet(), newWallet(), newWallet()];
    const ids: string[] = [];
    for (const wallet of wallets) {
      const added = await addMember({ key }, wallet.address, "viewer");
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ address: wallet.address, role: "viewer", status: "invited" });
      const validFor = Date.parse(added.body.expiresAt) - Date.now();
      expect(validFor).toBeGreaterThan(6.9 * 24 * 3_600_000);
      expect(validFor).toBeLessThanOrEqual(7 * 24 * 3_600_000);
      ids.push(added.body.memberId);
    }
    // The first wallet signs in: it accepts its one invitation and joins.
    await walletSignIn(wallets[0]!);
    const first = await call(membersRoute.GET, "GET", "/v1/members", { key, query: { limit: 2 } });
    expect(first.body.members.map((m: { memberId: string; status: string }) => [m.memberId, m.status])).toEqual([
      [ids[0], "active"],
      [ids[1], "invited"],
    ]);
    expect(first.body.members[0].expiresAt).toBeNull();
    expect(first.body.hasMore).toBe(true);
    const rest = await call(membersRoute.GET, "GET", "/v1/members", {
      key,
      query: { limit: 2, startingAfter: ids[1]! },
    });
    expect(rest.body).toEqual({ members: [expect.objectContaining({ memberId: ids[2] })], hasMore: false });

    expect((await patch({ key }, ids[0]!, "developer")).body.role).toBe("developer");
    expect((await patch({ key }, ids[2]!, "admin")).body).toMatchObject({ role: "admin", status: "invited" });
    expect((await remove({ key }, ids[1]!)).body).toEqual({ memberId: ids[1], removed: true });
    expectErrorShape(await remove({ key }, ids[1]!), "MEMBER_NOT_FOUND", 404);
    expect((await remove({ key }, ids[0]!)).status).toBe(200);
    const listed = await call(membersRoute.GET, "GET", "/v1/members", { key });
    expect(listed.body.members.map((m: { memberId: string }) => m.memberId)).toEqual([ids[2]]);

    const db = await getDb();
    const logged = await db
      .select({ action: auditEvents.action, objectId: auditEvents.objectId, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.accountId, principal.accountId));
    expect(logged.filter((e) => e.action === "member.invited")).toHaveLength(3);
    expect(logged).toContainEqual({ action: "member.joined", objectId: ids[0], actorId: ids[0] });
    expect(logged).toContainEqual({ action: "member.role_changed", objectId: ids[0], actorId: principal.keyId });
    expect(logged).toContainEqual({ action: "member.invitation_revoked", objectId: ids[1], actorId: principal.keyId });
    expect(logged).toContainEqual({ action: "member.removed", objectId: ids[0], actorId: principal.keyId });
  });

  it("refuses a bad address and an address the account has already; another account may invite it too", async () => {
    const { key } = await newAccountKey("admin");
    const other = await newAccountKey("admin");
    expectErrorShape(
      await addMember({ key }, "not-an-address-at-all-but-long-enough-xx", "viewer"),
      "INVALID_ADDRESS",
      400,
    );
    // A program-derived address is 32 bytes but off the curve: no wallet can sign for it.
    const offCurve = "4MD31b2GFAWVDYQT8KG7E5GcZiFyy4MpDUt4BcyEdJRP";
    expectErrorShape(await addMember({ key }, offCurve, "viewer"), "INVALID_ADDRESS", 400);
    expectErrorShape(await addMember({ key }, newWallet().address, "owner" as "admin"), "INVALID_REQUEST", 400);

    const wallet = newWallet();
    const added = await addMember({ key }, wallet.address, "viewer");
    expectErrorShape(await addMember({ key }, wallet.address, "admin"), "MEMBER_ADDRESS_TAKEN", 409);
    // An invitation claims nothing: another account invites the same wallet.
    expect((await addMember({ key: other.key }, wallet.address, "admin")).status).toBe(201);
    expectErrorShape(await patch({ key: other.key }, added.body.memberId, "admin"), "MEMBER_NOT_FOUND", 404);
    expectErrorShape(await remove({ key: other.key }, added.body.memberId), "MEMBER_NOT_FOUND", 404);
    // Once removed, the account may invite the wallet again.
    await remove({ key }, added.body.memberId);
    expect((await addMember({ key }, wallet.address, "viewer")).status).toBe(201);
  });

  it("only admins manage members; roles map to read, write and admin", async () => {
    const { key } = await newAccountKey("admin");
    const writeKey = await newAccountKey("write");
    expectErrorShape(await call(membersRoute.GET, "GET", "/v1/members", { key: writeKey.key }), "FORBIDDEN", 403);

    const viewer = await signedInMember(key, "viewer");
    const developer = await signedInMember(key, "developer");
    const admin = await signedInMember(key, "admin");
    const hook = { url: "https://example.com/h", events: ["transaction.completed"] };
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: viewer.headers })).status).toBe(200);
    expectErrorShape(
      await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers: viewer.headers, body: hook }),
      "FORBIDDEN",
      403,
    );
    expect(
      (await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers: developer.headers, body: hook })).status,
    ).toBe(201);
    expectErrorShape(await addMember({ headers: developer.headers }, newWallet().address, "viewer"), "FORBIDDEN", 403);
    expect((await addMember({ headers: admin.headers }, newWallet().address, "viewer")).status).toBe(201);

    // A new role counts from the next request of a live session.
    await patch({ key }, viewer.memberId, "developer");
    expect(
      (await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers: viewer.headers, body: hook })).status,
    ).toBe(201);
    await patch({ key }, developer.memberId, "viewer");
    expectErrorShape(
      await call(webhooksRoute.POST, "POST", "/v1/webhooks", { headers: developer.headers, body: hook }),
      "FORBIDDEN",
      403,
    );
  });

  it("keeps the last admin member: it cannot be demoted or removed; an invited admin counts once it joins", async () => {
    const { key } = await newAccountKey("admin");
    const admin = await signedInMember(key, "admin");
    expectErrorShape(await patch({ key }, admin.memberId, "developer"), "LAST_ADMIN", 409);
    expectErrorShape(await remove({ headers: admin.headers }, admin.memberId), "LAST_ADMIN", 409);
    const wallet = newWallet();
    const second = await addMember({ key }, wallet.address, "admin");
    // Invited, it may never sign in: the first admin is still the last.
    expectErrorShape(await patch({ headers: admin.headers }, admin.memberId, "viewer"), "LAST_ADMIN", 409);
    await walletSignIn(wallet);
    expect((await patch({ headers: admin.headers }, admin.memberId, "viewer")).status).toBe(200);
    expectErrorShape(await remove({ key }, second.body.memberId), "LAST_ADMIN", 409);
  });

  it("a removed member's live session ends at once", async () => {
    const { key } = await newAccountKey("admin");
    const member = await signedInMember(key, "developer");
    expect((await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: member.headers })).status).toBe(200);
    await remove({ key }, member.memberId);
    expectErrorShape(
      await call(tokensRoute.GET, "GET", "/v1/tokens", { headers: member.headers }),
      "UNAUTHENTICATED",
      401,
    );
  });

  it(`bounds an account to ${maxMembersPerAccount} members (422 past it)`, async () => {
    const { key, principal } = await newAccountKey("admin");
    const db = await getDb();
    const rows = Array.from({ length: maxMembersPerAccount }, (_, i) => ({
      id: newId("member"),
      accountId: principal.accountId,
      address: `bound-${principal.accountId}-${i}`,
      role: "viewer" as const,
    }));
    await db.insert(members).values(rows);
    expectErrorShape(await addMember({ key }, newWallet().address, "viewer"), "TOO_MANY_MEMBERS", 422);
    await db.delete(members).where(and(eq(members.accountId, principal.accountId), eq(members.id, rows[0]!.id)));
    expect((await addMember({ key }, newWallet().address, "viewer")).status).toBe(201);
    const page = await call(membersRoute.GET, "GET", "/v1/members", { key, query: { limit: 101 } });
    expectErrorShape(page, "INVALID_REQUEST", 400);
  });
});
