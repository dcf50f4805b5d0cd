import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files known to take a minute or more, mostly waiting for the ledger (the slowest files of `npm test`'s timing
 * summary). They start first: on a fresh clone Vitest has no durations of its own and starts the largest files first,
 * which left a two-minute file to run alone at the end.
 */
const slowFiles = [
  "tests/private/slow-ledger.test.ts",
  "tests/private/crash.test.ts",
  "tests/adversary/payment-request-private-ends-wait-for-deposits.test.ts",
  "tests/private/real-pace.test.ts",
  "tests/private/rpc-outage.test.ts",
  "tests/policies/approval-expiry.test.ts",
];

const rank = (spec: TestSpecification) => {
  const index = slowFiles.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? slowFiles.length : index;
};

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}
