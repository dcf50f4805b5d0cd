import { afterEach, describe, expect, it } from "vitest";
import * as openapiRoute from "@/app/v1/openapi.json/route";
import * as tokensRoute from "@/app/v1/tokens/route";
import { curlFor } from "@/components/api-reference/curl";
import type { OpenAPIObject } from "@/components/api-reference/openapi-types";
import { collectOperations } from "@/components/api-reference/operations";
import { configProblems } from "@/server/config-check";
import { buildOpenApiDocument } from "@/server/contracts/openapi";
import { resetEnv } from "@/server/env";
import { publicBaseUrl } from "@/server/http/public-base-url";
import { newAccountKey } from "../support/accounts";
import { call } from "../support/call";

function setPublicUrl(value: string | undefined) {
  if (value === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = value;
  resetEnv();
}

afterEach(() => setPublicUrl(undefined));

const servers = async (headers: Record<string, string>) =>
  (await call(openapiRoute.GET, "GET", "/v1/openapi.json", { headers })).body.servers;

describe("the URLs the service writes name where it is reached", () => {
  it("/v1/openapi.json's servers follow the port the request came to", async () => {
    expect(await servers({ host: "localhost:3100" })).toEqual([
      { url: "http://localhost:3100", description: "This service" },
    ]);
    expect((await servers({ host: "127.0.0.1:3333" }))[0].url).toBe("http://127.0.0.1:3333");
    expect((await servers({ host: "pay.test", "x-forwarded-proto": "https" }))[0].url).toBe("https://pay.test");
  });

  it("ignores a Host header that is not a host, and uses PUBLIC_URL behind a proxy whatever the Host", async () => {
    expect((await servers({ host: "evil.test/<script>" }))[0].url).toBe("http://localhost:3000");
    setPublicUrl("https://pay.example.com/");
    expect(await servers({ host: "10.0.0.7:3100" })).toEqual([
      { url: "https://pay.example.com", description: "This service" },
    ]);
  });

  it("puts the same base into the /docs curl examples and the token logos", async () => {
    const document = buildOpenApiDocument(publicBaseUrl(new Headers({ host: "localhost:3100" }))) as OpenAPIObject;
    const commands = collectOperations(document).map((entry) => curlFor(document, entry));
    expect(commands.length).toBeGreaterThan(10);
    for (const command of commands) expect(command).toMatch(/^curl -X \w+ 'http:\/\/localhost:3100\/(v1|api)\//);
    expect(JSON.stringify(document)).not.toContain("localhost:3000");

    const { key } = await newAccountKey("read");
    const tokens = await call(tokensRoute.GET, "GET", "/v1/tokens", { key, headers: { host: "localhost:3100" } });
    expect(tokens.body.tokens[0].logoUri).toMatch(/^http:\/\/localhost:3100\//);
  });

  it("checks PUBLIC_URL at start-up: an origin, nothing else, in one line", () => {
    expect(configProblems({ PUBLIC_URL: "https://pay.example.com" })).toEqual([]);
    expect(configProblems({ PUBLIC_URL: "http://10.0.0.7:8080/" })).toEqual([]);
    for (const bad of [
      "pay.example.com",
      "ftp://pay.example.com",
      "https://pay.example.com/api",
      "https://u:p@pay.example.com",
    ]) {
      const problems = configProblems({ PUBLIC_URL: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0]).toMatch(/^PUBLIC_URL must be the app's public origin/);
      expect(problems[0]).not.toContain("\n");
    }
  });
});
