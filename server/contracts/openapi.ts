import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { configuredBaseUrl } from "../base-url";
import { registerAccountOperations } from "./openapi-accounts";
import { registerApiKeyOperations } from "./openapi-api-keys";
import { registerApprovalOperations } from "./openapi-approvals";
import { registerCounterpartyOperations } from "./openapi-counterparties";
import { registerDashboardOperations } from "./openapi-dashboard";
import { registerLedgerOperations } from "./openapi-ledger";
import { registerMemberOperations } from "./openapi-members";
import { registerPayOperations } from "./openapi-pay";
import { registerPaymentRequestOperations } from "./openapi-payment-requests";
import { registerPolicyOperations } from "./openapi-policies";
import { registerPrivateBalanceOperations } from "./openapi-private-balance";
import { registerQuoteOperations } from "./openapi-quotes";
import { registerReportOperations } from "./openapi-reports";
import { registerScheduleOperations } from "./openapi-schedules";
import { registerSessionOperations } from "./openapi-session";
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
  registerPaymentRequestOperations(registry);
  registerPrivateBalanceOperations(registry);
  registerWebhookOperations(registry);
  registerApiKeyOperations(registry);
  registerAccountOperations(registry);

  registerMemberOperations(registry);
  registerCounterpartyOperations(registry);
  registerPolicyOperations(registry);
  registerScheduleOperations(registry);
  registerApprovalOperations(registry);
  registerReportOperations(registry);
  registerDashboardOperations(registry);
  registerPayOperations(registry);
  registerSessionOperations(registry);
}

type OpenApiDocument = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

let cached: OpenApiDocument | undefined;

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas the handlers validate with; its one server is
 * `baseUrl`, where the reader reaches the service (server/http/public-base-url.ts), never a fixed port.
 */
export function buildOpenApiDocument(baseUrl: string = configuredBaseUrl()): OpenApiDocument {
  return { ...generated(), servers: [{ url: baseUrl, description: "This service" }] };
}

function generated(): OpenApiDocument {
  if (!cached) {
    const registry = new OpenAPIRegistry();
    registerAll(registry);
    cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Payment Service API",
        version: "1.0.0",
        description:
          "Quotes, balances, transactions (send, swap, payroll) in wallet and private mode, and webhooks, on a Solana-style ledger. Amounts are decimal strings. A path called with a method it does not take answers 405 METHOD_NOT_ALLOWED in the error envelope, its methods in the Allow header.",
        license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      },
      tags: [
        { name: "Tokens", description: "Supported assets" },
        { name: "Quotes", description: "Pricing with slippage protection" },
        { name: "Transactions", description: "Send, swap and payroll" },
        { name: "Payment requests", description: "Checkout: ask an end user to pay, by link or Solana Pay" },
        { name: "Private balance", description: "Funds held in the routing pool: top up, pay from, withdraw" },
        { name: "Webhooks", description: "Status events delivered to your endpoint" },
        { name: "API keys", description: "Key management (admin)" },
        { name: "Accounts", description: "Customer accounts, managed by the operator account" },
        { name: "Audit log", description: "Who changed what, per account (admin)" },

        { name: "Members", description: "The people of an account, who sign in with their wallet (admin)" },
        { name: "Address book", description: "Known payees, each trusted only after a cooldown" },
        { name: "Policies", description: "Which payments are refused or wait for approvers (admin)" },
        { name: "Approvals", description: "Payments a policy holds, and the admins' decisions on them" },
        { name: "Schedules", description: "Recurring payments: one run per due time of a cron expression" },
        { name: "Reports", description: "Exports for the books" },
        { name: "Stats", description: "Figures for a dashboard (extension)" },
        {
          name: "Pay (payers)",
          description:
            "Outside /v1, no API key: what a payment request's hosted page and the payer's wallet call (Solana Pay transaction request, deposit, submit)",
        },
        {
          name: "Dashboard session",
          description:
            "Outside /v1: the dashboard's sign-in with an API key, a one-time link or a wallet (Sign In With Solana)",
        },
      ],
    });
  }
  return cached;
}
