import { describe, expect, it } from "vitest";
import type { ApprovalRow } from "@/server/db/queries/approvals";
import { approvalView } from "@/server/services/approvals/approval-view";
import { type ApprovalContent, contentDigest, storedContent } from "@/server/services/approvals/shared/approval-rules";

const sender = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

// A wallet swap held for approval: its digest binds the output asset, so what the approvers see must name it too,
// or they approve "sell 500 SOL" without knowing for what.
const swap: ApprovalContent = {
  type: "swap",
  mode: "wallet",
  sender,
  asset: "SOL",
  outputAsset: "USDC",
  recipients: [{ address: sender, amount: 500_000_000_000n }],
};

function rowOf(content: ApprovalContent): ApprovalRow {
  const now = new Date();
  return {
    id: "apr_swap",
    accountId: "acc_swap",
    status: "awaiting",
    mode: "wallet",
    transactionId: null,
    policyId: "pol_swap",
    policyName: "Swaps",
    required: 1,
    approvalsCount: 0,
    maker: { keyId: "key_maker", memberId: null, identities: ["key_maker"] },
    content: storedContent(content),
    digest: contentDigest(content),
    expiresAt: new Date(now.getTime() + 60_000),
    decidedAt: null,
    usedAt: null,
    createdAt: now,
  } as unknown as ApprovalRow;
}

describe("a swap's approval shows what it buys", () => {
  it("names the output asset the digest binds, in its own GET and in its events", () => {
    const view = approvalView(rowOf(swap), [], true);
    expect(view.content).toMatchObject({ type: "swap", asset: "SOL", outputAsset: "USDC", total: "500" });
    expect(approvalView(rowOf(swap), []).content).toMatchObject({ outputAsset: "USDC" });
  });

  it("two swaps differing only in what they buy differ in what the approvers see, not only in the digest", () => {
    const other = rowOf({ ...swap, outputAsset: "USDT" });
    expect(other.digest).not.toBe(rowOf(swap).digest);
    expect(approvalView(other, []).content).not.toEqual(approvalView(rowOf(swap), []).content);
  });

  it("a send shows no output asset", () => {
    const send = approvalView(rowOf({ ...swap, type: "send", outputAsset: undefined }), []);
    expect(send.content).not.toHaveProperty("outputAsset");
  });
});
