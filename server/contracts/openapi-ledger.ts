import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { balanceSchema, faucetBody, faucetResultSchema } from "./balances";
import { json, registerOperation } from "./openapi-paths";
import { tokenListSchema } from "./tokens";
import { z } from "./zod";

/** Tokens, balances and the devnet faucet. */
export function registerLedgerOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/tokens",
    operationId: "listTokens",
    tag: "Tokens",
    summary: "List supported tokens",
    permission: "read",
    success: { status: 200, description: "The supported tokens", schema: tokenListSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/balances/{address}",
    operationId: "getBalances",
    tag: "Tokens",
    summary: "Get a wallet's balances",
    description: "SOL, USDC and USDT always (zero when absent), and every Token-2022 holding, for display.",
    permission: "read",
    request: {
      params: z.object({ address: z.string().openapi({ example: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" }) }),
    },
    success: { status: 200, description: "The balances", schema: balanceSchema },
    errors: ["INVALID_ADDRESS"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/faucet",
    operationId: "fundFromFaucet",
    tag: "Tokens",
    summary: "Fund a wallet with test tokens (embedded devnet only)",
    description:
      "Exists only while the service runs on its embedded devnet (404 otherwise). Each address has a cap per asset.",
    permission: "write",
    idempotent: true,
    request: { body: json(faucetBody) },
    success: { status: 200, description: "The funding transaction", schema: faucetResultSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "NOT_FOUND",
      "IDEMPOTENCY_CONFLICT",
    ],
  });
}
