import { inngest } from "../../events/client";
import { eventPayload } from "../../events/schemas";

/** Proves the background machinery end to end: an event in, a step run, a result out. */
export const ping = inngest.createFunction(
  { id: "ping", triggers: [{ event: "system/ping" }] },
  async ({ event, step }) => {
    const { note } = eventPayload("system/ping", event.data);
    const at = await step.run("note-the-time", () => new Date().toISOString());
    return { pong: true, note: note ?? null, at };
  },
);
