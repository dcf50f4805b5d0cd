import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
  revokedApiKeySchema,
  rotateApiKeyBody,
  rotatedApiKeySchema,
} from "./api-keys";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import { updateSpendingLimitsBody } from "./spending-limits";

/** API key management (admin keys). */
export function registerApiKeyOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/api-keys",
    operationId: "createApiKey",
    tag: "API keys",
    summary: "Create an API key",
    description:
      "The full key is returned by this call only. `spendingLimits` caps what the key may pay out per UTC day in each asset (sends and payrolls, wallet and private); a key made in a member's session also counts against that member's limits.",
    permission: "admin",
    idempotent: true,
    request: { body: json(createApiKeyBody) },
    success: { status: 201, description: "The key, shown once", schema: createdApiKeySchema },
    errors: ["INVALID_REQUEST", "INVALID_AMOUNT", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "patch",
    path: "/v1/api-keys/{keyId}",
    operationId: "setApiKeyLimits",
    tag: "API keys",
    summary: "Change an API key's spending limits",
    description:
      "Replaces the key's per-asset daily limits (`[]` removes them); they count from its next payment, against what it already spent today. A rotated key and its successor share them.",
    permission: "admin",
    request: { params: idParam("keyId", "key_4Lm8"), body: json(updateSpendingLimitsBody) },
    success: { status: 200, description: "The key with its new limits", schema: apiKeySchema },
    errors: ["INVALID_REQUEST", "INVALID_AMOUNT", "NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/api-keys",
    operationId: "listApiKeys",
    tag: "API keys",
    summary: "List API keys",
    permission: "admin",
    success: { status: 200, description: "The account's keys, without secrets", schema: apiKeyListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/api-keys/{keyId}",
    operationId: "revokeApiKey",
    tag: "API keys",
    summary: "Revoke an API key",
    permission: "admin",
    idempotent: true,
    request: { params: idParam("keyId", "key_4Lm8") },
    success: { status: 200, description: "Revoked", schema: revokedApiKeySchema },
    errors: ["NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/api-keys/{keyId}/rotate",
    operationId: "rotateApiKey",
    tag: "API keys",
    summary: "Rotate an API key",
    description:
      "Issues a new key with the same name, permission and tier; the old one keeps working for the grace period.",
    permission: "admin",
    idempotent: true,
    request: { params: idParam("keyId", "key_4Lm8"), body: { ...json(rotateApiKeyBody), required: false } },
    success: { status: 201, description: "The new key, shown once", schema: rotatedApiKeySchema },
    errors: ["INVALID_REQUEST", "NOT_FOUND", "IDEMPOTENCY_CONFLICT"],
  });
}
