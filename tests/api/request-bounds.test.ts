import { describe, expect, it } from "vitest";
import * as sessionRoute from "@/app/api/session/route";
import * as webhooksRoute from "@/app/v1/webhooks/route";
import { newAccountKey } from "../support/accounts";
import { call, expectErrorShape } from "../support/call";

/** A body sent in chunks with no Content-Length, as a client streaming it would: only counting can stop it. */
function streamedBody(totalBytes: number, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(32));
    },
  });
}

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("request bounds", () => {
  it("cuts a streamed body off at 5 MB with 413 in the error shape", async () => {
    const { key } = await newAccountKey("write");
    const request = new Request("http://localhost:3000/v1/webhooks", {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: streamedBody(6 * 1024 * 1024),
      duplex: "half",
    } as RequestInit);
    const result = await answer(await webhooksRoute.POST(request, { params: Promise.resolve({}) }));
    expectErrorShape(result, "REQUEST_TOO_LARGE", 413);
    expect(result.body.error.details.limitBytes).toBe(5 * 1024 * 1024);
  });

  it("refuses deeply nested JSON with 400, not a stack overflow", async () => {
    const { key } = await newAccountKey("write");
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    for (const headers of [{}, { "idempotency-key": "deep-1" }] as Record<string, string>[]) {
      const result = await call(webhooksRoute.POST, "POST", "/v1/webhooks", { key, rawBody: deep, headers });
      expectErrorShape(result, "INVALID_REQUEST", 400);
    }
  });

  it("signs in only with a JSON body, and never from another site's page", async () => {
    const { key } = await newAccountKey("read");
    const post = (headers: Record<string, string>, body = JSON.stringify({ apiKey: key })) =>
      sessionRoute.POST(new Request("http://localhost:3000/api/session", { method: "POST", headers, body }), {
        params: Promise.resolve({}),
      });
    const form = await answer(await post({ "content-type": "text/plain" }));
    expectErrorShape(form, "UNSUPPORTED_MEDIA_TYPE", 415);
    const crossSite = await answer(
      await post({ "content-type": "application/json", origin: "https://evil.example", host: "localhost:3000" }),
    );
    expectErrorShape(crossSite, "FORBIDDEN", 403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
    const sameSite = await post({
      "content-type": "application/json",
      origin: "http://localhost:3000",
      host: "localhost:3000",
    });
    expect(sameSite.status).toBe(200);
    expect(sameSite.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const tooBig = await answer(await post({ "content-type": "application/json" }, " ".repeat(6 * 1024 * 1024)));
    expectErrorShape(tooBig, "REQUEST_TOO_LARGE", 413);
  });
});
