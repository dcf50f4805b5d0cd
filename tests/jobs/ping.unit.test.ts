import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { ping } from "@/server/jobs/functions/ping";

describe("ping function (unit, @inngest/test)", () => {
  it("answers with the note it was sent", async () => {
    const engine = new InngestTestEngine({ function: ping });
    const { result } = await engine.execute({ events: [{ name: "system/ping", data: { note: "hi" } }] });
    expect(result).toMatchObject({ pong: true, note: "hi" });
  });

  it("refuses a payload that breaks its schema", async () => {
    const engine = new InngestTestEngine({ function: ping });
    const { error } = await engine.execute({ events: [{ name: "system/ping", data: { note: 42 } }] });
    expect(error).toBeDefined();
  });
});
