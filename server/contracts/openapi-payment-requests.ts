import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import {
  createPaymentRequestBody,
  listPaymentRequestsQuery,
  paymentRequestDetailSchema,
  paymentRequestListSchema,
  paymentRequestSchema,
} from "./payment-requests";

const example = "prq_3kTq9ZyW1";

/** Payment requests (checkout): create, list, read, cancel. */
export function registerPaymentRequestOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/payment-requests",
    operationId: "createPaymentRequest",
    tag: "Payment requests",
    summary: "Create a payment request",
    description:
      "Asks an end user to pay `amount` of `asset` to `recipient`, once. Share `url` (the hosted pay page) or `solanaPayUrl` (a Solana Pay transaction request, for wallets and QR codes): no API key is needed to pay, the link is the capability. **Wallet mode** (default): the payer's wallet signs a transfer naming the request's `reference`; the service finds it on the ledger, checks it as wallet-mode create checks a signed transaction (exactly this amount to this recipient, nothing else), records it as a wallet send of your account as soon as it is confirmed, and marks the request `paid` (`payment_request.paid`) only when that send is final (`completed`): a payment seen at confirmed may be on a fork the cluster abandons. Meanwhile the request takes no other payment and no cancel, and does not expire (`409 PAYMENT_REQUEST_NOT_OPEN`, `details.reason: payment_confirming`). A transaction paying less or elsewhere never pays it (`lastRejection` says why). **Private mode**: the payer pays a fresh deposit address and the routing pool pays the recipient, so the chain does not link them; the request is paid when that private transaction completes. `expiresAt` defaults to 24 h and may be at most 30 days ahead; an unpaid request then becomes `expired` (`payment_request.expired`). `recipient` follows the rules of any payment (`400 INVALID_RECIPIENT` with `details.reason`). While your account is suspended its requests take no payment: the pay routes answer `409 PAYMENT_REQUEST_NOT_OPEN` with `details.reason: \"account_suspended\"` (a deposit or a signed transfer handed out before still completes). A request counts against the daily spending limits of the key or member creating it (and of the member that made the key), in its asset and amount, when created: your own wallet may be the one that pays it. Over one: `422 SPENDING_LIMIT_EXCEEDED` with `details.limit` and `details.spentToday`, and no request.",
    permission: "write",
    idempotent: true,
    request: { body: json(createPaymentRequestBody) },
    success: { status: 201, description: "The open payment request", schema: paymentRequestSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "AMOUNT_TOO_SMALL",
      "INVALID_RECIPIENT",
      "SPENDING_LIMIT_EXCEEDED",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/payment-requests",
    operationId: "listPaymentRequests",
    tag: "Payment requests",
    summary: "List payment requests",
    description:
      "Newest first. Page with `startingAfter` set to the previous page's `nextCursor` (null on the last page).",
    permission: "read",
    request: { query: listPaymentRequestsQuery },
    success: { status: 200, description: "A page of payment requests", schema: paymentRequestListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/payment-requests/{paymentRequestId}",
    operationId: "getPaymentRequest",
    tag: "Payment requests",
    summary: "Get a payment request",
    description:
      "Private mode: with its `attempts`, the deposit addresses handed out to its payers (counts, and the newest few), paid or not. An attempt nobody paid is not one of the account's transactions (GET /v1/transactions leaves it out); it is found here.",
    permission: "read",
    request: { params: idParam("paymentRequestId", example) },
    success: { status: 200, description: "The payment request, with its attempts", schema: paymentRequestDetailSchema },
    errors: ["PAYMENT_REQUEST_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/payment-requests/{paymentRequestId}",
    operationId: "cancelPaymentRequest",
    tag: "Payment requests",
    summary: "Cancel a payment request",
    description:
      "Only an open request: it is `cancelled` and takes no payment from then on. Paid, expired or cancelled: `409 PAYMENT_REQUEST_NOT_OPEN` with `details.status`; a wallet payment of it waiting for finality: the same, with `details.reason: payment_confirming` (it is paid in a few seconds, or open again if the payment never lands). A private request a payer's deposit is already routing to the recipient: the same, with `details.reason: payment_routing` (it is paid when that deposit completes). The key or member that created it cancels it, or an admin; another caller is `403 UNAUTHORIZED`.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("paymentRequestId", example) },
    success: { status: 200, description: "The cancelled payment request", schema: paymentRequestSchema },
    errors: ["UNAUTHORIZED", "PAYMENT_REQUEST_NOT_FOUND", "PAYMENT_REQUEST_NOT_OPEN", "IDEMPOTENCY_CONFLICT"],
  });
}
