import { describe, expect, it } from "vitest";
import { inngest } from "@/server/events/client";
import { localSigningKey } from "@/server/events/mode";
import { functions } from "@/server/jobs/functions";
import { inngestSignature } from "@/server/jobs/local-executor/sign";
import { syncFunctions, triggeredBy } from "@/server/jobs/local-executor/sync";
import { appTransport } from "../../support/serve-transport";

describe("the local executor's sync of the app's functions", () => {
  it("reads every function as the SDK declares it: triggers, retries, and the failure handler's trigger", async () => {
    const configs = await syncFunctions(appTransport, "http://local.test/api/inngest", (body) =>
      inngestSignature(body, localSigningKey()),
    );
    const failureHandlers = functions.filter((fn) => fn.opts.onFailure !== undefined);
    expect(failureHandlers.length).toBeGreaterThan(0);
    expect(configs).toHaveLength(functions.length + failureHandlers.length);
    for (const fn of functions) {
      const id = fn.id(inngest.id);
      const config = configs.find((c) => c.id === id);
      expect(config?.triggers, id).toEqual(fn.opts.triggers);
      expect(config?.retries, id).toBe(fn.opts.retries ?? 4);
    }
    for (const fn of failureHandlers) {
      const id = fn.id(inngest.id);
      const handler = configs.find((c) => c.id === `${id}-failure`)!;
      const failed = (functionId: string) => ({ name: "inngest/function.failed", data: { function_id: functionId } });
      expect(triggeredBy(handler, failed(id)), id).toBe(true);
      expect(triggeredBy(handler, failed(`${id}-other`)), id).toBe(false);
    }
  });
});
