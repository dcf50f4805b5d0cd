import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { findEvents } from "@/server/db/queries/events";
import { attemptsOfDeliveries, deliveriesOfEvent } from "@/server/db/queries/webhook-deliveries";
import { resetEnv } from "@/server/env";
import { createDeliveries } from "@/server/outbox/create-deliveries";
import { recordEvent } from "@/server/outbox/record-event";
import { attemptDelivery } from "@/server/services/webhooks/attempt-delivery";
import { newAccountKey } from "../support/accounts";
import { eventually } from "../support/webhook-receiver";
import { registerWebhook } from "./register-webhook";

/** What the receiver had written when the service hung up, and whether it did. */
type Stream = { written: number; closed: boolean };

/**
 * A receiver that answers 200 and then streams its body without end, as fast as the connection takes it, until the
 * client goes away.
 */
async function endlessReceiver() {
  const stream: Stream = { written: 0, closed: false };
  const chunk = Buffer.alloc(64 * 1024, "x");
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/plain" });
      const pump = () => {
        while (!stream.closed) {
          stream.written += chunk.length;
          if (!response.write(chunk)) return;
        }
      };
      response.on("drain", pump);
      response.on("close", () => {
        stream.closed = true;
      });
      pump();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/endless`,
    stream,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

afterEach(() => {
  delete process.env.WEBHOOK_TIMEOUT_MS;
  resetEnv();
});

describe("a webhook receiver's answer", () => {
  it("is read up to the kept excerpt, then the connection is closed, however much more the receiver sends", async () => {
    // Long enough that only reading less than the whole answer can end the attempt with the receiver's status.
    process.env.WEBHOOK_TIMEOUT_MS = "20000";
    resetEnv();
    const receiver = await endlessReceiver();
    try {
      const owner = await newAccountKey("write");
      await registerWebhook(owner, receiver.url, ["transaction.completed"]);
      const db = await getDb();
      const eventId = await recordEvent(db, {
        accountId: owner.principal.accountId,
        type: "transaction.completed",
        data: { transactionId: "txn_endless", status: "completed" },
      });
      await createDeliveries(db, await findEvents(db, [eventId]));
      const [delivery] = await deliveriesOfEvent(db, eventId);

      expect((await attemptDelivery(db, delivery!.id, 1)).outcome).toBe("succeeded");
      const [attempt] = await attemptsOfDeliveries(db, [delivery!.id]);
      expect(attempt).toMatchObject({ statusCode: 200, error: null });
      expect(attempt!.responseExcerpt).toBe("x".repeat(2048));
      await eventually(() => receiver.stream.closed);
      // What the sockets' buffers held when the service hung up: a few megabytes at most, never the endless rest.
      expect(receiver.stream.written).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
