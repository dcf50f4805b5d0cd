import { describe, expect, it } from "vitest";
import * as eventTypesRoute from "@/app/v1/event-types/route";
import { webhookEventNames } from "@/server/contracts/webhooks";
import { getDb } from "@/server/db/client";
import { findEvents } from "@/server/db/queries/events";
import { eventsOfTransaction } from "@/server/db/queries/transaction-history";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";
import { seedTransaction } from "../support/seed";

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[] };

describe("GET /v1/event-types", () => {
  it("lists every event type with a self-contained schema of its message", async () => {
    const { key } = await newAccountKey("read");
    const got = await call(eventTypesRoute.GET, "GET", "/v1/event-types", { key });
    expect(got.status).toBe(200);
    const types = got.body.eventTypes as { type: string; description: string; subscribable: boolean; schema: Schema }[];
    expect(types.map((t) => t.type).sort()).toEqual([...webhookEventNames, "webhook.test"].sort());
    for (const t of types) {
      expect(t.description.length).toBeGreaterThan(0);
      expect(t.subscribable).toBe(t.type !== "webhook.test");
      expect(JSON.stringify(t.schema)).not.toContain("$ref");
      expect(t.schema.required).toEqual(["type", "timestamp", "data"]);
      expect(t.schema.properties?.type?.enum ?? [t.schema.properties?.type]).toHaveLength(1);
      expect(t.schema.properties?.data?.type).toBe("object");
    }
    const disabled = types.find((t) => t.type === "webhook.disabled")!;
    expect(Object.keys(disabled.schema.properties!.data!.properties!)).toEqual(
      expect.arrayContaining(["webhookId", "url", "reason", "disabledAt"]),
    );
  });

  it("describes every field a real transaction event carries", async () => {
    const owner = await newAccountKey("read");
    const transaction = await seedTransaction(owner);
    const db = await getDb();
    const [entry] = await eventsOfTransaction(db, transaction.id);
    const [event] = await findEvents(db, [entry!.id]);
    const got = await call(eventTypesRoute.GET, "GET", "/v1/event-types", { key: owner.key });
    const pending = (got.body.eventTypes as { type: string; schema: Schema }[]).find(
      (t) => t.type === "transaction.pending",
    )!;
    const data = pending.schema.properties!.data!;
    for (const field of Object.keys(event!.data)) expect(data.properties).toHaveProperty(field);
    for (const field of data.required ?? []) expect(event!.data).toHaveProperty(field);
  });
});
