import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../support/webhook-receiver";
import { testDevnet } from "./harness";

afterEach(() => vi.restoreAllMocks());

describe("the devnet's websocket when the devnet stops", () => {
  it("closes its clients normally: a socket web3.js keeps open a moment after its last subscription does not try to reconnect every second without end", async () => {
    const { devnet, connection } = await testDevnet();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const slots: number[] = [];
    const listener = connection.onSlotChange((info) => slots.push(info.slot));
    await eventually(async () => {
      devnet.advanceSlots(1);
      return slots.length > 0;
    }, 20_000);
    // web3.js closes an idle socket 500 ms after its last subscription ends; the devnet stops before that.
    await connection.removeSlotChangeListener(listener);
    await devnet.close();
    // That no attempt comes has no condition to poll for: a fixed while, past web3.js's 1 s reconnect interval.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Only this devnet's: a socket another test left behind may be printing its own attempts meanwhile.
    const port = new URL(devnet.wsUrl).port;
    const reconnects = errors.mock.calls.filter(
      (call) => String(call[0]).startsWith("ws error") && String(call[1]).includes(`:${port}`),
    );
    expect(reconnects).toEqual([]);
  });
});
