import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import {
  payCostsSchema,
  payDepositBody,
  payDepositSchema,
  payDetailsSchema,
  payFaucetSchema,
  payLabelSchema,
  paySubmitBody,
  paySubmittedSchema,
  payTransactionBody,
  payTransactionSchema,
} from "./payment-requests";

const tag = "Pay (payers)";
const params = idParam("paymentRequestId", "prq_3kTq9ZyW1");
const anyOrigin = "No API key: the link is the capability. Answers any origin (CORS).";

/** The routes a payer's page and wallet call: public, outside /v1, one payment request each. */
export function registerPayOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/api/pay/{paymentRequestId}",
    operationId: "getPayLabel",
    tag,
    summary: "Solana Pay transaction request: label and icon",
    description: `What a wallet shows before it asks for the transaction (the Solana Pay spec's GET). ${anyOrigin}`,
    permission: "public",
    request: { params },
    success: { status: 200, description: "The label and icon", schema: payLabelSchema },
    errors: ["PAYMENT_REQUEST_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/pay/{paymentRequestId}",
    operationId: "getPayTransaction",
    tag,
    summary: "Solana Pay transaction request: the transaction to sign",
    description: `The unsigned transfer of exactly the request's amount to its recipient, naming its reference, with \`account\` as fee payer and signer; the wallet signs and sends it. A legacy transaction (every wallet library decodes one). An unfunded payer is refused \`422 INSUFFICIENT_BALANCE\`; one request answers at most 20 transactions a minute. ${anyOrigin}`,
    permission: "public",
    request: { params, body: json(payTransactionBody) },
    success: { status: 200, description: "The transaction and the words to show", schema: payTransactionSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "PAYMENT_REQUEST_NOT_FOUND",
      "PAYMENT_REQUEST_NOT_OPEN",
      "INSUFFICIENT_BALANCE",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/api/pay/{paymentRequestId}/details",
    operationId: "getPayDetails",
    tag,
    summary: "What the hosted pay page shows",
    description: `The request as its payer may see it (no metadata, no reference), and the receipt once paid. ${anyOrigin}`,
    permission: "public",
    request: { params },
    success: { status: 200, description: "The request's public details", schema: payDetailsSchema },
    errors: ["PAYMENT_REQUEST_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/api/pay/{paymentRequestId}/costs",
    operationId: "getPayCosts",
    tag,
    summary: "What paying costs, before paying",
    description: `Each part of what the payer pays, in the asset that pays it, before anything is signed or a deposit address is made: the payment; in private mode the fee and, when the recipient has no token account of the asset yet, its rent, all part of the one deposit; in wallet mode the network fee and that rent, in SOL from the payer's wallet. Priced now and nothing is written: a deposit's amount is fixed when its address is made. ${anyOrigin}`,
    permission: "public",
    request: { params },
    success: { status: 200, description: "The payer's costs, per part and per asset", schema: payCostsSchema },
    errors: ["PAYMENT_REQUEST_NOT_FOUND", "PAYMENT_REQUEST_NOT_OPEN", "PRICE_UNAVAILABLE", "ROUTING_UNAVAILABLE"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/pay/{paymentRequestId}/submit",
    operationId: "submitPayment",
    tag,
    summary: "Submit the payer's signed transaction",
    description: `For a page whose wallet signs but does not send: the signed transaction from the transaction request, checked as wallet-mode create checks one, then broadcast. ${anyOrigin}`,
    permission: "public",
    request: { params, body: json(paySubmitBody) },
    success: { status: 202, description: "Broadcast (or already paid)", schema: paySubmittedSchema },
    errors: ["INVALID_REQUEST", "INVALID_SIGNATURE", "PAYMENT_REQUEST_NOT_FOUND", "PAYMENT_REQUEST_NOT_OPEN"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/pay/{paymentRequestId}/deposit",
    operationId: "requestPayDeposit",
    tag,
    summary: "A private request's deposit address",
    description: `Private mode: the one-time address, the exact amount (payment, fee, token account rent), its \`depositDeadline\` and a \`solana:\` \`paymentUrl\` for a QR code (the names a private transaction's answer uses; \`expiresAt\` and \`transferUrl\` are the same values under their former, deprecated names). The same payer gets the same deposit again; a request hands out at most 5 waiting at once. ${anyOrigin}`,
    permission: "public",
    request: { params, body: json(payDepositBody) },
    success: { status: 200, description: "The deposit to pay", schema: payDepositSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "PAYMENT_REQUEST_NOT_FOUND",
      "PAYMENT_REQUEST_NOT_OPEN",
      "TOO_MANY_OPEN_DEPOSITS",
      "ROUTING_UNAVAILABLE",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/api/pay/{paymentRequestId}/faucet",
    operationId: "fundPayer",
    tag,
    summary: "Test mode: fund the payer's wallet (embedded devnet only)",
    description: `On the embedded devnet only (elsewhere 404): test money for \`account\`, what paying this open wallet-mode request takes plus 0.1 SOL for fees, within the devnet faucet's per-address caps. The pay page offers it for its burner wallet. ${anyOrigin}`,
    permission: "public",
    request: { params, body: json(payTransactionBody) },
    success: { status: 200, description: "What was sent to the account", schema: payFaucetSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ADDRESS",
      "NOT_FOUND",
      "PAYMENT_REQUEST_NOT_FOUND",
      "PAYMENT_REQUEST_NOT_OPEN",
    ],
  });
}
