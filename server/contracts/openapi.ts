import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerApiKeyOperations } from "./openapi-api-keys";
import { registerDashboardOperations } from "./openapi-dashboard";
import { registerLedgerOperations } from "./openapi-ledger";
import { registerQuoteOperations } from "./openapi-quotes";
import { registerTransactionOperations } from "./openapi-transactions";
import { registerWebhookOperations } from "./openapi-webhooks";

/** Every operation, area by area, in the order the document lists them. */
function registerAll(registry: OpenAPIRegistry): void {
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "An API key: Authorization: Bearer psk_live_… (or psk_test_…)",
  });

  registerLedgerOperations(registry);
  registerQuoteOperations(registry);
  registerTransactionOperations(registry);
  registerWebhookOperations(registry);
  registerApiKeyOperations(registry);
  registerDashboardOperations(registry);
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers validate with. */
export function buildOpenApiDocument() {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    registerAll(registry);
    cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Payment Service API",
        version: "1.0.0",
        description:
          "Quotes, balances, transactions (send, swap, payroll) in wallet and private mode, and webhooks, on a Solana-style ledger. Amounts are decimal strings.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: "http://localhost:3000", description: "Local: npm start" }],
      tags: [
        { name: "Tokens", description: "Supported assets" },
        { name: "Quotes", description: "Pricing with slippage protection" },
        { name: "Transactions", description: "Send, swap and payroll" },
        { name: "Webhooks", description: "Status events delivered to your endpoint" },
        { name: "API keys", description: "Key management (admin)" },
        { name: "Stats", description: "Figures for a dashboard (extension)" },
      ],
    });
  }
  return cached;
}
