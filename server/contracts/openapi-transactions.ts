import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { idParam } from "./common";
import { json, registerOperation } from "./openapi-paths";
import { payrollValidationSchema, validatePayrollBody } from "./payrolls";
import {
  cancelledTransactionSchema,
  createdTransactionSchema,
  createTransactionBody,
  listTransactionsQuery,
  preparedTransactionSchema,
  prepareTransactionBody,
  transactionDetailSchema,
  transactionListSchema,
} from "./transactions";

/** Transactions (prepare, create, list, read, cancel) and the payroll check. */
export function registerTransactionOperations(registry: OpenAPIRegistry): void {
  registerOperation(registry, {
    method: "post",
    path: "/v1/transactions/prepare",
    operationId: "prepareTransaction",
    tag: "Transactions",
    summary: "Prepare a wallet transaction for signing",
    description:
      "Builds the transaction(s) (base64) for the wallet to sign. send/payroll: one transfer per recipient, creating missing token accounts (rent paid by the sender), up to 10,000 recipients packed in order into as few ledger transactions of 1,232 bytes as fit; `transactions` lists them all, each with the recipients it pays (`recipients.first`, `recipients.count`), and `transaction` is there too when one holds them all. Sign them all with one approval (`signAllTransactions`). swap: both legs against the service treasury, signed by nobody yet; the one recipient is the sender with the quoted input amount. The treasury signs only when POST /v1/transactions accepts the signed bytes, which must equal a prepared message byte for byte. `senderCosts` tells what the wallet pays in SOL besides the amount (network fee, rent of the token accounts it opens); a sender who cannot pay the amount and those is refused before anything is signed: `422 INSUFFICIENT_BALANCE` with `details.required` and `details.available` (decimal strings per asset) and `details.short` (the assets missing). A send or payroll counts against the daily spending limits of the key or member (and of the member that made the key) when prepared, once per quote: over one, `422 SPENDING_LIMIT_EXCEEDED` with `details.limit` and `details.spentToday` (decimal strings) and nothing to sign. Policies (GET /v1/policies) are checked first: a refusing one answers 422 POLICY_REFUSED; a holding one 409 APPROVAL_REQUIRED with `details.approvalId`, an approval bound to exactly this payment (type, sender, asset, every recipient and amount); once admins approve it, the same prepare with `approvalId` proceeds, once; other content is 422 APPROVAL_MISMATCH.",
    permission: "write",
    idempotent: true,
    request: { body: json(prepareTransactionBody) },
    success: { status: 200, description: "The transaction to sign", schema: preparedTransactionSchema },
    errors: [
      "POLICY_REFUSED",
      "APPROVAL_REQUIRED",
      "APPROVAL_NOT_FOUND",
      "APPROVAL_NOT_APPROVED",
      "APPROVAL_MISMATCH",
      "APPROVAL_USED",
      "INVALID_REQUEST",
      "INVALID_QUOTE",
      "INVALID_ADDRESS",
      "INVALID_RECIPIENT",
      "INVALID_AMOUNT",
      "INSUFFICIENT_BALANCE",
      "SPENDING_LIMIT_EXCEEDED",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/transactions",
    operationId: "createTransaction",
    tag: "Transactions",
    summary: "Create a transaction",
    description:
      '**Wallet mode** (`signedTransaction` from /v1/transactions/prepare): the signed transaction is checked against the request (signer, transfers, nothing else), the quote is used up, and the transaction is broadcast; it answers `pending` with the signature, and webhooks follow it to `confirmed` and `completed` (or `failed`).\n\n**Wallet mode, any number of recipients** (`signedTransactions`: every transaction of `transactions` from prepare, signed): each must be byte for byte a transaction prepared under this quote for its share of this request\'s recipients (else `400 INVALID_SIGNATURE` naming it in `details.index`, with `details.reason` `not_prepared`, `transfers_differ`, `recipients_missing` or `recipients_overlap`, and nothing is sent); all are recorded, the quote used once, then all are broadcast and each is followed on its own (`ledgerTransactions` in the answer). The payroll is `completed` when every one landed. One that fails or expires marks just its recipients `failed` (each with `failure` in `recipients[]`); the payroll then ends `failed` with `PARTIAL_PAYMENT` (some were paid) and `failure.details.failedRecipients` lists who was not paid, in the answer and the `transaction.failed` event.\n\n**Private mode** (`mode: "private"`, a quote with `mode=private`, no `signedTransaction`): answers `processing` with a fresh `ephemeralAddress` and, as extensions, `depositAmount` and `depositAsset` (the amount plus every fee, including the rent of the recipients\' new token accounts), `depositDeadline` (30 minutes) and a Solana Pay `paymentUrl` for a QR code. Pay exactly that to the address, from any wallet. Once the deposit is final the service sweeps it into its routing pool, waits a random 30 to 120 s, and pays the recipients from another pool wallet, so the chain shows no transaction from you to them; the transaction ends `completed` (each leg with its own signature in `recipients[]`), or `failed` with `DEPOSIT_EXPIRED`. A wallet swap is signed by the treasury only if its quoted output is at most `PRICE_TOLERANCE_BPS` (5) better for the client than the market at that moment, whatever the quote\'s slippage (else `422 SLIPPAGE_EXCEEDED`, `details.reason: "price_moved"`, nothing signed leaves the service), and only on a fresh price (else `503 PRICE_UNAVAILABLE`). A private swap is priced again when its deposit arrives: it pays the worse output of the quote and the market for the client, and beyond the quote\'s slippage (or past the account\'s swap volume) it fails `SLIPPAGE_EXCEEDED` (`SWAP_VOLUME_EXCEEDED`) and the deposit is refunded. A leg the ledger refuses at payout (a recipient frozen since create, say) fails alone with `PAYOUT_REFUSED`, and a leg whose token account existed at create (so the deposit paid no rent for it) and was closed before the payout fails alone with `RECIPIENT_ACCOUNT_CLOSED`; the amount of either is held for the operator; the others are paid, and the transaction ends `failed` with `PARTIAL_PAYMENT` (`failure.details.failedRecipients`). An overpayment is refunded with the sweep; a late deposit, one after a cancel, or one in another asset is refunded to the wallet it came from. A private swap may pay any address, so it counts against the daily spending limits like a send, in its output asset and amount (its sender is only what you claim). An account may have at most `PRIVATE_MAX_OPEN_DEPOSITS` (1,000) private transactions of its own awaiting their deposit at once (the deposits its payment requests hand out to payers are counted apart): beyond, `422 TOO_MANY_OPEN_DEPOSITS` (`details.scope: "account"`, `details.limit`, `details.open`) until one is paid, cancelled or expires. `503 ROUTING_UNAVAILABLE` (with `details.reason`) when the ledger cannot be reached or the pool cannot cover the payout.\n\nExample: `{"type": "payroll", "quoteId": "quo_…", "mode": "private", "sender": "<your wallet>", "recipients": [{"address": "<a>", "amount": "1200"}, {"address": "<b>", "amount": "950.5"}]}`. Policies are checked here too: 422 POLICY_REFUSED; a held wallet payment needs its quote prepared with an approved approvalId (else 409 APPROVAL_REQUIRED); a held private payment is created `pending` with `approval` and no deposit address (or debit) until approved, then proceeds; rejected or expired, it is cancelled.',
    permission: "write",
    idempotent: true,
    request: { body: json(createTransactionBody) },
    success: {
      status: 201,
      description: "The transaction: pending (wallet mode) or processing, with its deposit address (private mode)",
      schema: createdTransactionSchema,
    },
    errors: [
      "POLICY_REFUSED",
      "APPROVAL_REQUIRED",
      "INVALID_REQUEST",
      "INVALID_QUOTE",
      "INVALID_SIGNATURE",
      "INVALID_ADDRESS",
      "INVALID_RECIPIENT",
      "INVALID_AMOUNT",
      "INSUFFICIENT_BALANCE",
      "SLIPPAGE_EXCEEDED",
      "INSUFFICIENT_LIQUIDITY",
      "SWAP_VOLUME_EXCEEDED",
      "TOO_MANY_OPEN_DEPOSITS",
      "SPENDING_LIMIT_EXCEEDED",
      "ROUTING_UNAVAILABLE",
      "PRICE_UNAVAILABLE",
      "IDEMPOTENCY_CONFLICT",
    ],
  });

  registerOperation(registry, {
    method: "post",
    path: "/v1/payrolls/validate",
    operationId: "validatePayroll",
    tag: "Transactions",
    summary: "Validate a payroll file",
    description:
      "Checks a payroll before it is quoted: rows as JSON (`recipients`) or CSV text (`csv`, a header row naming `address` and `amount`, optional `name` and `reference`). Answers every problem of every row at once (`rows`, only the rows with problems, each numbered from 1): `invalid_address`, `token_account` (an address that is a token account, not a wallet), `service_wallet`, `duplicate` (the same address in several rows; each is told the others), `invalid_amount`, `zero_amount`, `too_many_decimals`, `amount_too_large`, `below_rent_minimum` (SOL to an address without an account, less than its rent-exempt minimum: the ledger would refuse it), `over_limit` (rows past 10,000), `malformed_row` (CSV fields missing or extra). Also the totals of the valid rows, how many token accounts paying them creates and the rent that costs (paid by the sender), and the ledger transactions (and network fee) a wallet-mode payroll of them needs. Nothing is recorded. A CSV without the required columns, or with more than 20,000 rows, is `400 INVALID_REQUEST`.",
    permission: "read",
    request: { body: json(validatePayrollBody) },
    success: { status: 200, description: "Every row's problems and the totals", schema: payrollValidationSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/transactions",
    operationId: "listTransactions",
    tag: "Transactions",
    summary: "List transactions",
    description:
      "Newest first. Extensions: filters (`type`, `mode`, `asset`, `from`, `to`), search (`q`: a transaction id, a signature or a recipient address) and a stable cursor (`startingAfter`: the last transactionId of the previous page). A payment request's private deposit is listed (and counted in `total`) once its payer's deposit arrived; until then it is an attempt of the request, shown by the request (`GET /v1/payment-requests/{paymentRequestId}`, `attempts`) and here only with `include=attempts`.",
    permission: "read",
    request: { query: listTransactionsQuery },
    success: { status: 200, description: "A page of transactions", schema: transactionListSchema },
    errors: ["INVALID_REQUEST"],
  });

  registerOperation(registry, {
    method: "get",
    path: "/v1/transactions/{transactionId}",
    operationId: "getTransaction",
    tag: "Transactions",
    summary: "Get a transaction's status",
    description:
      "Any transaction of the account, an attempt too (a payment request's deposit not paid: `attempt: true`, not listed by `GET /v1/transactions`).",
    permission: "read",
    request: { params: idParam("transactionId", "txn_7Hq2") },
    success: { status: 200, description: "The transaction", schema: transactionDetailSchema },
    errors: ["TRANSACTION_NOT_FOUND"],
  });

  registerOperation(registry, {
    method: "delete",
    path: "/v1/transactions/{transactionId}",
    operationId: "cancelTransaction",
    tag: "Transactions",
    summary: "Cancel a transaction",
    description:
      "A wallet transaction can be cancelled while pending and not yet broadcast; a private one while no deposit was detected. Counts against the per-minute cancellation limit.",
    permission: "write",
    idempotent: true,
    request: { params: idParam("transactionId", "txn_7Hq2") },
    success: { status: 200, description: "The cancelled transaction", schema: cancelledTransactionSchema },
    errors: ["TRANSACTION_NOT_FOUND", "CANNOT_CANCEL", "ALREADY_PROCESSED", "UNAUTHORIZED", "IDEMPOTENCY_CONFLICT"],
  });
}
