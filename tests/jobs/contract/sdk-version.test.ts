import { readFileSync } from "node:fs";
import { version } from "inngest";
import { describe, expect, it } from "vitest";
import { checkedSdkVersion } from "@/server/jobs/local-executor/sdk-version";

/** The @inngest/test these contract tests were written against (what it can and cannot run: via-test-engine.ts). */
const checkedTestEngineVersion = "1.0.0";

const manifest = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;

const whatToCheck =
  `The local executor (server/jobs/local-executor) speaks Inngest's serve protocol as inngest ${checkedSdkVersion} ` +
  "answers it, and package.json pins that version. Before moving it: read the SDK's changelog for changes to the " +
  "execution request (version 2, steps, ctx, checkpointing), the ops of 206 answers, x-inngest-no-retry and " +
  "retry-after, the in-band sync answer, inngest/function.failed and the request signature; run tests/jobs, whose " +
  "contract tests compare the executor with the SDK's own test engine; then move checkedSdkVersion in " +
  "server/jobs/local-executor/sdk-version.ts and the exact pins of inngest and @inngest/test in package.json.";

describe("the inngest SDK the local executor speaks to", () => {
  it("is the version the executor was checked against, pinned exactly in package.json", () => {
    expect(version, whatToCheck).toBe(checkedSdkVersion);
    expect(manifest("package.json").dependencies?.inngest, whatToCheck).toBe(checkedSdkVersion);
  });

  it("comes with the @inngest/test the contract tests were written against, pinned exactly", () => {
    expect(manifest("node_modules/@inngest/test/package.json").version, whatToCheck).toBe(checkedTestEngineVersion);
    expect(manifest("package.json").devDependencies?.["@inngest/test"], whatToCheck).toBe(checkedTestEngineVersion);
  });
});
