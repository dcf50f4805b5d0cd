import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { json, registerOperation } from "./openapi-paths";
import { privacyEstimateQuery, privacyReceiptSchema } from "./privacy";
import {
  createTopUpBody,
  createWithdrawalBody,
  listBalanceEntriesQuery,
  privateBalanceEntryListSchema,
  privateBalancesSchema,
  topUpSchema,
  withdrawalSchema,
} from "./private-balance";

const tag = "Private balance";

/** The private balance: read it and its entries; top it up; withdraw from it. */
export function registerPrivateBalanceOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "get",
    path: "/v1/private-balance",
    operationId: "getPrivateBalance",
    tag,
    summary: "Get the private balance",
    description:
      'What the account holds in the routing pool, per asset. `available` is what private payments (`POST /v1/transactions` with `source: "private_balance"`) and withdrawals may take now; `pending` is top-ups whose deposit is final and not yet swept into the pool. Each is the sum of the account\'s ledger entries.',
    permission: "read",
    success: { status: 200, description: "The balances", schema: privateBalancesSchema },
    errors: [],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/private-balance/entries",
    operationId: "listPrivateBalanceEntries",
    tag,
    summary: "List the private balance's entries",
    description:
      "Every movement of `available`, newest first: top-ups, payments and their fees, withdrawals, reversals (a cancelled payment's money back), each with `balanceAfter` and the transaction it belongs to. Page with `startingAfter` set to the previous page's `nextCursor` (null on the last page).",
    permission: "read",
    request: { query: listBalanceEntriesQuery },
    success: { status: 200, description: "A page of entries", schema: privateBalanceEntryListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/private-balance/top-ups",
    operationId: "createTopUp",
    tag,
    summary: "Top up the private balance",
    description:
      "Hands out a fresh deposit address: pay `depositAmount` of `depositAsset` to `ephemeralAddress` (or open `paymentUrl` in a wallet) from any wallet before `depositDeadline`. The deposit is `amount` plus the private fee of a send of `amount`. Once it is final it shows as `pending`; once swept into the pool `available` grows by exactly `amount` (`private_balance.credited`, an entry of type `top_up`). Over- and under-payments, the wrong asset and late deposits are refunded to whoever paid them, as in any private payment. The top-up is a transaction of type `top_up` (`GET /v1/transactions/{topUpId}`) and counts against the account's open deposits (`422 TOO_MANY_OPEN_DEPOSITS`).",
    permission: "write",
    idempotent: true,
    request: { body: json(createTopUpBody) },
    success: { status: 201, description: "The deposit to pay", schema: topUpSchema },
    errors: [
      "INVALID_REQUEST",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "AMOUNT_TOO_SMALL",
      "TOO_MANY_OPEN_DEPOSITS",
      "IDEMPOTENCY_CONFLICT",
      "ROUTING_UNAVAILABLE",
      "PRICE_UNAVAILABLE",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/private-balance/withdrawals",
    operationId: "createWithdrawal",
    tag,
    summary: "Withdraw from the private balance",
    description:
      "Pays `amount` of `asset` to `address` from the routing pool after the private delay, like one recipient of a private payment. `amount` and the fee of a private send of it are taken from `available` at once (an entry of type `withdrawal` and one of type `fee`), or nothing is: `422 INSUFFICIENT_BALANCE` with `details.required` and `details.available`. `address` follows the rules of any recipient (`400 INVALID_RECIPIENT` with `details.reason`: not a wallet of this service, a wallet and not a token account). The withdrawal is a transaction of type `withdrawal` (`GET /v1/transactions/{withdrawalId}`); cancel it (`DELETE`) before its payout starts and the debit goes back (an entry of type `reversal`).",
    permission: "write",
    idempotent: true,
    request: { body: json(createWithdrawalBody) },
    success: { status: 201, description: "The withdrawal", schema: withdrawalSchema },
    errors: [
      "POLICY_REFUSED",
      "INVALID_REQUEST",
      "INVALID_ASSET",
      "INVALID_AMOUNT",
      "AMOUNT_TOO_SMALL",
      "INVALID_RECIPIENT",
      "INSUFFICIENT_BALANCE",
      "IDEMPOTENCY_CONFLICT",
      "ROUTING_UNAVAILABLE",
      "PRICE_UNAVAILABLE",
    ],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/privacy/estimate",
    operationId: "estimatePrivacy",
    tag,
    summary: "Estimate a private payment's privacy",
    description:
      "Before sending: the privacy receipt a private payment paying `amount` to one recipient would have if sent now (`estimate: true`), counted from the deposits and top-ups of the delay window just past; a balance counts when it covers `amount` rounded up to two significant digits, so the estimate never exceeds the final count and never reads another account's exact total. For a payroll, ask with its largest line. The receipt a payment gets at completion (`privacy` on `GET /v1/transactions/{id}` and in `transaction.completed`) counts the traffic of its own window. `anonymitySet` is defined in the project's docs/privacy.md.",
    permission: "read",
    request: { query: privacyEstimateQuery },
    success: { status: 200, description: "The estimate", schema: privacyReceiptSchema },
    errors: ["INVALID_REQUEST", "INVALID_ASSET", "INVALID_AMOUNT", "AMOUNT_TOO_SMALL"],
  });
}
