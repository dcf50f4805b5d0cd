import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startDevnet } from "@/server/devnet/start-devnet";

async function holdSomePort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe("devnet ports", () => {
  it("refuses to start, with the port named, when its websocket port is taken (no crash)", async () => {
    // Something holds a port; the devnet is asked for the one below it, so its websocket port (RPC + 1) is taken.
    // Should the port below be taken too (the RPC port then refused), another pair is tried.
    let refusal = "";
    for (let attempt = 0; attempt < 5 && !refusal.includes("websocket"); attempt++) {
      const held = await holdSomePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), "devnet-ports-"));
      refusal = await startDevnet({ port: held.port - 1, dataDir, slotMs: 50 }).then(
        async (started) => {
          await started.close();
          return "started";
        },
        (error: Error) => error.message.replace(String(held.port), "<held>"),
      );
      held.server.close();
    }
    expect(refusal).toBe("The devnet's websocket port <held> is in use");
  });
});
