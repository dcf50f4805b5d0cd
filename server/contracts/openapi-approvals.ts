import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { approvalListSchema, approvalSchema, decideApprovalBody, listApprovalsQuery } from "./approvals";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";

const approvalId = idParam("approvalId", "apv_4Zk9");

const checker =
  "The maker of the payment never decides it: not with the key that made it, a rotation of it, another key its member made, nor as that member (403 SELF_APPROVAL). Each admin decides once (409 APPROVAL_ALREADY_DECIDED); an approval already ended, or past its expiresAt, takes no decision (409 APPROVAL_NOT_AWAITING). Audited.";

/** Maker-checker: the payments policies hold, and the admins' decisions on them. */
export function registerApprovalOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/approvals",
    operationId: "listApprovals",
    tag: "Approvals",
    summary: "List approvals",
    description:
      "The payments policies held, newest first; `status` filters (awaiting for the inbox); pass the last approvalId as startingAfter for the next page. Recipients are counted here, listed in GET /v1/approvals/{approvalId}.",
    permission: "read",
    request: { query: listApprovalsQuery },
    success: { status: 200, description: "A page of approvals", schema: approvalListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/approvals/{approvalId}",
    operationId: "getApproval",
    tag: "Approvals",
    summary: "Get an approval",
    description: "The approval with the payment's every recipient and amount: what an approver approves.",
    permission: "read",
    request: { params: approvalId },
    success: { status: 200, description: "The approval", schema: approvalSchema },
    errors: ["APPROVAL_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/approvals/{approvalId}/approve",
    operationId: "approveApproval",
    tag: "Approvals",
    summary: "Approve",
    description: `One approval; the \`required\`th distinct one approves it. A private payment then proceeds at once, as an unheld one would (a deposit address, or its debit from the private balance: 422 INSUFFICIENT_BALANCE leaves it awaiting); a wallet payment may then be prepared once with this approvalId. ${checker}`,
    permission: "admin",
    idempotent: true,
    request: { params: approvalId, body: json(decideApprovalBody) },
    success: { status: 200, description: "The approval after the decision", schema: approvalSchema },
    errors: [
      "INVALID_REQUEST",
      "APPROVAL_NOT_FOUND",
      "SELF_APPROVAL",
      "APPROVAL_ALREADY_DECIDED",
      "APPROVAL_NOT_AWAITING",
      "INSUFFICIENT_BALANCE",
      "TOO_MANY_OPEN_DEPOSITS",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/approvals/{approvalId}/reject",
    operationId: "rejectApproval",
    tag: "Approvals",
    summary: "Reject",
    description: `One rejection ends it: a private payment it holds is cancelled; a wallet one can no longer be prepared with it. ${checker}`,
    permission: "admin",
    idempotent: true,
    request: { params: approvalId, body: json(decideApprovalBody) },
    success: { status: 200, description: "The approval, rejected", schema: approvalSchema },
    errors: [
      "INVALID_REQUEST",
      "APPROVAL_NOT_FOUND",
      "SELF_APPROVAL",
      "APPROVAL_ALREADY_DECIDED",
      "APPROVAL_NOT_AWAITING",
      "IDEMPOTENCY_CONFLICT",
    ],
  });
}
