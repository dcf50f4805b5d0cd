import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { runChild } from "../support/child-process";
import { startReceiver } from "../support/webhook-receiver";

function run(args: string[], dataDir: string) {
  return runChild("tests/webhooks/crash-child.ts", args, { DATA_DIR: dataDir });
}

describe("a crash between the status commit and the publish", () => {
  it("still delivers after a restart, exactly one event id", async () => {
    const receiver = await startReceiver();
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), "crash-delivery-"));
      const first = await run(["commit", receiver.url("/after-crash")], dataDir);
      expect(first.signal).toBe("SIGKILL");
      const { eventId, secret } = JSON.parse(first.out.trim().split("\n")[0]!) as { eventId: string; secret: string };
      expect(receiver.received).toHaveLength(0);

      const second = await run(["resume", eventId], dataDir);
      expect(second.code, second.out).toBe(0);
      const got = receiver.on("/after-crash");
      expect(got).toHaveLength(1);
      expect(got[0]!.headers["webhook-id"]).toBe(eventId);
      expect(new Webhook(secret).verify(got[0]!.body, got[0]!.headers)).toMatchObject({
        type: "transaction.completed",
      });
    } finally {
      await receiver.close();
    }
  }, 90_000);
});
