import { z } from "zod";
import { getDb } from "../db/client";
import { insertJobEvents } from "../db/queries/jobs";
import { randomBase62 } from "../ids";
import { announce } from "./local-wakeups";

const sentEvent = z.object({
  name: z.string().min(1),
  data: z.record(z.string(), z.unknown()).default({}),
  id: z.string().min(1).max(200).optional(),
  ts: z.number().optional(),
});

/**
 * The event intake `inngest.send()` reaches in embedded mode (POST {base}/e/{key}). Events are stored before the
 * call returns, so a crash right after a send loses nothing; an id sent twice is stored once. Every executor on
 * the database is woken to fan them out.
 */
export async function acceptEvents(payload: unknown): Promise<{ ids: string[]; status: number }> {
  const list = z.array(sentEvent).parse(Array.isArray(payload) ? payload : [payload]);
  const rows = list.map((event) => ({
    id: event.id ?? `local_${randomBase62(24)}`,
    name: event.name,
    data: event.data,
    ts: new Date(event.ts ?? Date.now()),
  }));
  if (rows.length > 0) {
    const db = await getDb();
    await insertJobEvents(db, rows);
    await announce(db, { kind: "events" });
  }
  return { ids: rows.map((r) => r.id), status: 200 };
}

/** A fetch for the Inngest client that answers event sends in process and refuses anything else. */
export async function localInngestFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
  if (!/\/e\/[^/]+$/.test(url.pathname) || (init?.method ?? "GET").toUpperCase() !== "POST") {
    return Response.json({ error: "The local executor only accepts events" }, { status: 404 });
  }
  try {
    const body = typeof init?.body === "string" ? init.body : await new Response(init?.body).text();
    return Response.json(await acceptEvents(JSON.parse(body)));
  } catch (error) {
    return Response.json({ error: error instanceof Error ? error.message : "bad event" }, { status: 400 });
  }
}
