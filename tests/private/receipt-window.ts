import { afterAll, beforeAll } from "vitest";
import { resetEnv } from "@/server/env";

/**
 * For the file calling it: a hold of ten minutes, so the window a receipt counts in (longest delay plus the hold;
 * delays are off in tests) reaches well past the file's length, and what is counted does not depend on how fast
 * the machine is.
 */
export function widenReceiptWindow(): void {
  beforeAll(() => {
    process.env.PRIVATE_PAYOUT_HOLD_S = "600";
    resetEnv();
  });
  afterAll(() => {
    delete process.env.PRIVATE_PAYOUT_HOLD_S;
    resetEnv();
  });
}
