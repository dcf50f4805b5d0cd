import { expect } from "vitest";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import type { TestKey } from "../support/accounts";
import { call } from "../support/call";

/** A webhook made through the API, as a customer makes one: its id and signing secret. */
export async function registerWebhook(owner: TestKey, url: string, events: string[]) {
  const made = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key: owner.key, body: { url, events } });
  expect(made.status).toBe(201);
  return made.body as { webhookId: string; secret: string };
}
