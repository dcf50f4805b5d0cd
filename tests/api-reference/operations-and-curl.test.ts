import { describe, expect, it } from "vitest";
import { curlFor } from "@/components/api-reference/curl";
import { collectOperations, groupByTag } from "@/components/api-reference/operations";
import { fixtureDocument } from "./fixture-document";

describe("collectOperations", () => {
  const entries = collectOperations(fixtureDocument);
  const byKey = (method: string, path: string) => {
    const entry = entries.find((e) => e.method === method && e.path === path);
    if (!entry) throw new Error(`no ${method} ${path}`);
    return entry;
  };

  it("merges path-level parameters, the operation's own winning", () => {
    const get = byKey("get", "/v1/things/{thingId}");
    expect(get.parameters.map((p) => `${p.in}:${p.name}:${p.required ?? false}`)).toEqual([
      "path:thingId:true",
      "query:verbose:true",
    ]);
  });

  it("reads the permission from x-permission and gives unique anchors", () => {
    expect(byKey("get", "/v1/things/{thingId}").permission).toBe("read");
    expect(byKey("post", "/v1/things/{thingId}").permission).toBe("write, admin");
    expect(byKey("get", "/v1/public").permission).toBeUndefined();
    expect(byKey("post", "/v1/things/{thingId}").id).toBe("updatething");
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("groups by first tag in the document's tag order, untagged last", () => {
    expect(groupByTag(fixtureDocument, entries).map((g) => [g.name, g.operations.length])).toEqual([
      ["Second", 1],
      ["First", 1],
      ["Other", 1],
    ]);
  });
});

describe("curlFor", () => {
  const entries = collectOperations(fixtureDocument);

  it("fills path and required query parameters from examples and defaults", () => {
    const get = entries.find((e) => e.method === "get" && e.path.startsWith("/v1/things"));
    expect(get && curlFor(fixtureDocument, get)).toBe(
      [
        "curl -X GET 'https://api.example.com/v1/things/thg_1?verbose=false'",
        '-H "Authorization: Bearer $API_KEY"',
      ].join(" \\\n  "),
    );
  });

  it("sends a fresh idempotency key and a body built from the first oneOf option", () => {
    const post = entries.find((e) => e.method === "post");
    const command = post ? curlFor(fixtureDocument, post) : "";
    expect(command).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(command).toContain('-H "Content-Type: application/json"');
    const body = JSON.parse(command.slice(command.indexOf("-d '") + 4, command.lastIndexOf("'")));
    expect(body).toEqual({ kind: "card", last4: "string" });
  });

  it("leaves out the Authorization header where the operation needs no security", () => {
    const open = entries.find((e) => e.path === "/v1/public");
    expect(open && curlFor(fixtureDocument, open)).not.toContain("Authorization");
  });
});
