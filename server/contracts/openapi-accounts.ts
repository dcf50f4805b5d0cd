import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  accountDetailSchema,
  accountListSchema,
  createAccountBody,
  createdAccountSchema,
  listAccountsQuery,
  updateAccountBody,
  updatedAccountSchema,
} from "./accounts";
import { auditEventListSchema, listAuditEventsQuery } from "./audit-events";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";

const operatorOnly = "Operator only: an admin key (or admin member) of the operator account; others get 403 FORBIDDEN.";

/** Customer accounts, run by the operator account, and every account's audit log. */
export function registerAccountOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/accounts",
    operationId: "createAccount",
    tag: "Accounts",
    summary: "Create a customer account",
    description: `${operatorOnly} Returns the new account's first admin key, shown once.`,
    permission: "admin",
    idempotent: true,
    request: { body: json(createAccountBody) },
    success: { status: 201, description: "The account and its first admin key", schema: createdAccountSchema },
    errors: ["INVALID_REQUEST", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/accounts",
    operationId: "listAccounts",
    tag: "Accounts",
    summary: "List accounts",
    description: `${operatorOnly} Newest first; filters status and tier; a cursor (startingAfter).`,
    permission: "admin",
    request: { query: listAccountsQuery },
    success: { status: 200, description: "A page of accounts", schema: accountListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/accounts/{accountId}",
    operationId: "getAccount",
    tag: "Accounts",
    summary: "Get an account and this month's usage",
    description: operatorOnly,
    permission: "admin",
    request: { params: idParam("accountId", "acc_4Lm8") },
    success: { status: 200, description: "The account and its usage against its quota", schema: accountDetailSchema },
    errors: ["NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/accounts/{accountId}",
    operationId: "updateAccount",
    tag: "Accounts",
    summary: "Rename, re-tier, suspend or resume an account",
    description: `${operatorOnly} A suspended account's keys and sessions get 403 ACCOUNT_SUSPENDED; its payments in flight still complete. The operator account cannot be suspended (409 CANNOT_SUSPEND_OPERATOR).`,
    permission: "admin",
    request: { params: idParam("accountId", "acc_4Lm8"), body: json(updateAccountBody) },
    success: { status: 200, description: "The account as changed", schema: updatedAccountSchema },
    errors: ["INVALID_REQUEST", "NOT_FOUND", "CANNOT_SUSPEND_OPERATOR"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/audit-events",
    operationId: "listAuditEvents",
    tag: "Audit log",
    summary: "List the account's audit events",
    description:
      "Every state-changing call of the account, newest first, with who, what, the request id and the client address. Read only: no API changes or deletes an event; they are kept AUDIT_RETENTION_DAYS.",
    permission: "admin",
    request: { query: listAuditEventsQuery },
    success: { status: 200, description: "A page of audit events", schema: auditEventListSchema },
    errors: ["INVALID_REQUEST"],
  });
}
