import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import { createPolicyBody, deletedPolicySchema, policyListSchema, policySchema, updatePolicyBody } from "./policies";

const policyId = idParam("policyId", "pol_4Zk9");

/** Payment policies: which payments an account refuses, and which wait for approvers (maker-checker). */
export function registerPolicyOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/policies",
    operationId: "createPolicy",
    tag: "Policies",
    summary: "Create a policy",
    description:
      "Every payment the account makes (send, swap, payroll, withdrawal; API, dashboard or payroll CSV; wallet or private mode) is checked against every policy of the account; of those that match, the strictest wins: `refuse` (422 POLICY_REFUSED) before `require_approval`, and of those the one needing the most approvals. An account holds at most 50 policies (422 TOO_MANY_POLICIES). Audited.",
    permission: "admin",
    idempotent: true,
    request: { body: json(createPolicyBody) },
    success: { status: 201, description: "The new policy", schema: policySchema },
    errors: ["INVALID_REQUEST", "TOO_MANY_POLICIES", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/policies",
    operationId: "listPolicies",
    tag: "Policies",
    summary: "List policies",
    description: "Every policy of the account, oldest first (at most 50).",
    permission: "admin",
    success: { status: 200, description: "The account's policies", schema: policyListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/policies/{policyId}",
    operationId: "getPolicy",
    tag: "Policies",
    summary: "Get a policy",
    permission: "admin",
    request: { params: policyId },
    success: { status: 200, description: "The policy", schema: policySchema },
    errors: ["POLICY_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/policies/{policyId}",
    operationId: "updatePolicy",
    tag: "Policies",
    summary: "Change a policy",
    description:
      "The change counts for payments made from now on: a payment already waiting for approval keeps the requirement it was held with. Audited with the policy before and after.",
    permission: "admin",
    request: { params: policyId, body: json(updatePolicyBody) },
    success: { status: 200, description: "The policy as changed", schema: policySchema },
    errors: ["INVALID_REQUEST", "POLICY_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/policies/{policyId}",
    operationId: "deletePolicy",
    tag: "Policies",
    summary: "Delete a policy",
    description:
      "No payment is checked against it from now on; a payment it already holds still waits for its approvals. Audited.",
    permission: "admin",
    idempotent: true,
    request: { params: policyId },
    success: { status: 200, description: "Deleted", schema: deletedPolicySchema },
    errors: ["POLICY_NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });
}
