import { Keypair } from "@solana/web3.js";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as counterpartyRoute from "@/app/v1/counterparties/[counterpartyId]/route";
import * as counterpartiesRoute from "@/app/v1/counterparties/route";
import { getDb } from "@/server/db/client";
import { auditEvents } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { activateCounterpartyAtTime } from "@/server/services/counterparties/activate-counterparty";
import { addKey, newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

afterEach(() => {
  delete process.env.COUNTERPARTY_COOLDOWN_S;
  resetEnv();
});

const newAddress = () => Keypair.generate().publicKey.toBase58();

async function add(key: string, body: Record<string, unknown>) {
  return call(counterpartiesRoute.POST, "POST", "/v1/counterparties", { key, body });
}

async function actions(accountId: string, objectId: string) {
  const rows = await (await getDb())
    .select({ action: auditEvents.action, actorType: auditEvents.actorType })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.objectId, objectId)));
  return rows;
}

describe("the address book", () => {
  it("a counterparty inside its cooldown is not active; its activation is audited once, after the cooldown", async () => {
    process.env.COUNTERPARTY_COOLDOWN_S = "2";
    resetEnv();
    const { key, principal } = await newAccountKey("write");
    const address = newAddress();
    const before = Date.now();
    const made = await add(key, { name: "Acme Ltd", address, note: "invoices monthly" });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: "Acme Ltd", address, note: "invoices monthly", active: false });
    const activeAt = Date.parse(made.body.activeAt);
    expect(activeAt).toBeGreaterThanOrEqual(before + 2000);

    // Inside the cooldown the activation does nothing: the entry stays inactive and nothing is audited.
    expect(await activateCounterpartyAtTime(await getDb(), made.body.counterpartyId, new Date(activeAt))).toEqual({
      activated: false,
    });
    const listed = await call(counterpartiesRoute.GET, "GET", "/v1/counterparties", { key });
    expect(listed.body.counterparties).toEqual([expect.objectContaining({ address, active: false })]);

    // After it (a clock that must pass: the cooldown itself), the entry is active and activated once.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, activeAt - Date.now()) + 50));
    const db = await getDb();
    const activate = () => activateCounterpartyAtTime(db, made.body.counterpartyId, new Date(activeAt));
    expect(await activate()).toEqual({ activated: true });
    expect(await activate()).toEqual({ activated: false });
    const relisted = await call(counterpartiesRoute.GET, "GET", "/v1/counterparties", { key });
    expect(relisted.body.counterparties[0].active).toBe(true);
    expect((await actions(principal.accountId, made.body.counterpartyId)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["counterparty.created", "counterparty.activated"]),
    );
  });

  it("refuses a second entry of one address (409) and bad addresses (400); another account may add it", async () => {
    const { key } = await newAccountKey("write");
    const address = newAddress();
    expect((await add(key, { name: "Acme", address })).status).toBe(201);
    const again = await add(key, { name: "Acme again", address });
    expectErrorShape(again, "COUNTERPARTY_ADDRESS_TAKEN", 409);
    expect(again.body.error.details.address).toBe(address);
    expectErrorShape(
      await add(key, { name: "Bad", address: "not-an-address-0OIl-xxxxxxxxxxxxxxxxxxx" }),
      "INVALID_ADDRESS",
      400,
    );
    expectErrorShape(await add(key, { name: "", address: newAddress() }), "INVALID_REQUEST", 400);
    expectErrorShape(await add(key, { name: "x".repeat(101), address: newAddress() }), "INVALID_REQUEST", 400);
    const other = await newAccountKey("write");
    expect((await add(other.key, { name: "Acme", address })).status).toBe(201);
  });

  it("a new address waits the cooldown again, a rename does not; reads need read, writes need write", async () => {
    process.env.COUNTERPARTY_COOLDOWN_S = "0";
    resetEnv();
    const { key, principal } = await newAccountKey("write");
    const made = await add(key, { name: "Acme", address: newAddress() });
    expect(made.body.active).toBe(true);
    const id = made.body.counterpartyId;
    const patch = (body: unknown, k = key) =>
      call(counterpartyRoute.PATCH, "PATCH", `/v1/counterparties/${id}`, {
        key: k,
        body,
        params: { counterpartyId: id },
      });

    const renamed = await patch({ name: "Acme Ltd", note: null });
    expect(renamed.body).toMatchObject({ name: "Acme Ltd", active: true, note: null });

    process.env.COUNTERPARTY_COOLDOWN_S = "86400";
    resetEnv();
    const moved = await patch({ address: newAddress() });
    expect(moved.status).toBe(200);
    expect(moved.body.active).toBe(false);
    expect(Date.parse(moved.body.activeAt)).toBeGreaterThan(Date.now() + 86_000_000);
    expectErrorShape(await patch({}), "INVALID_REQUEST", 400);

    const reader = await addKey(principal.accountId, "read");
    expect((await call(counterpartiesRoute.GET, "GET", "/v1/counterparties", { key: reader.key })).status).toBe(200);
    expectErrorShape(await add(reader.key, { name: "No", address: newAddress() }), "FORBIDDEN", 403);
    expectErrorShape(await patch({ name: "No" }, reader.key), "FORBIDDEN", 403);

    const removed = await call(counterpartyRoute.DELETE, "DELETE", `/v1/counterparties/${id}`, {
      key,
      params: { counterpartyId: id },
    });
    expect(removed.body).toEqual({ counterpartyId: id, deleted: true });
    expectErrorShape(await patch({ name: "Gone" }), "COUNTERPARTY_NOT_FOUND", 404);
    const other = await newAccountKey("write");
    expectErrorShape(await patch({ name: "Not yours" }, other.key), "COUNTERPARTY_NOT_FOUND", 404);
    expect((await actions(principal.accountId, id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["counterparty.created", "counterparty.updated", "counterparty.deleted"]),
    );
  });

  it("lists with the cursor", async () => {
    const { key } = await newAccountKey("write");
    for (let i = 0; i < 5; i++)
      expect((await add(key, { name: `Payee ${i}`, address: newAddress() })).status).toBe(201);
    const first = await call(counterpartiesRoute.GET, "GET", "/v1/counterparties", { key, query: { limit: 3 } });
    expect(first.body.counterparties.map((c: { name: string }) => c.name)).toEqual(["Payee 0", "Payee 1", "Payee 2"]);
    expect(first.body.hasMore).toBe(true);
    const rest = await call(counterpartiesRoute.GET, "GET", "/v1/counterparties", {
      key,
      query: { limit: 3, startingAfter: first.body.counterparties[2].counterpartyId },
    });
    expect(rest.body.counterparties.map((c: { name: string }) => c.name)).toEqual(["Payee 3", "Payee 4"]);
    expect(rest.body.hasMore).toBe(false);
  });

  it("finds the entry of one address, and nothing of another account's or of an address it lacks", async () => {
    const { key } = await newAccountKey("write");
    const other = await newAccountKey("write");
    const address = newAddress();
    expect((await add(key, { name: "Acme Ltd", address })).status).toBe(201);
    expect((await add(key, { name: "Someone else", address: newAddress() })).status).toBe(201);
    const at = (k: string, a: string) =>
      call(counterpartiesRoute.GET, "GET", `/v1/counterparties?address=${a}`, { key: k });
    const found = await at(key, address);
    expect(found.status).toBe(200);
    expect(found.body.counterparties).toEqual([expect.objectContaining({ name: "Acme Ltd", address })]);
    expect((await at(key, newAddress())).body.counterparties).toEqual([]);
    expect((await at(other.key, address)).body.counterparties).toEqual([]);
    expectErrorShape(await at(key, "short"), "INVALID_REQUEST", 400);
  });
});
