import { describe, expect, it } from "vitest";
import { currentClientSchema, generateClientSchema } from "@/scripts/client-schema";

describe("the typed client", () => {
  it("matches the OpenAPI document (else: npm run client:generate)", async () => {
    expect(currentClientSchema()).toBe(await generateClientSchema());
  });
});
