/**
 * Generated from the OpenAPI document (GET /v1/openapi.json) by `npm run client:generate`. Do not edit:
 * `npm test` fails when this file no longer matches the document.
 */

export interface paths {
    "/api/pay/{paymentRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solana Pay transaction request: label and icon
         * @description What a wallet shows before it asks for the transaction (the Solana Pay spec's GET). No API key: the link is the capability. Answers any origin (CORS).
         */
        get: operations["getPayLabel"];
        put?: never;
        /**
         * Solana Pay transaction request: the transaction to sign
         * @description The unsigned transfer of exactly the request's amount to its recipient, naming its reference, with `account` as fee payer and signer; the wallet signs and sends it. A legacy transaction (every wallet library decodes one). An unfunded payer is refused `422 INSUFFICIENT_BALANCE`; one request answers at most 20 transactions a minute. No API key: the link is the capability. Answers any origin (CORS).
         */
        post: operations["getPayTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{paymentRequestId}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What paying costs, before paying
         * @description Each part of what the payer pays, in the asset that pays it, before anything is signed or a deposit address is made: the payment; in private mode the fee and, when the recipient has no token account of the asset yet, its rent, all part of the one deposit; in wallet mode the network fee and that rent, in SOL from the payer's wallet. Priced now and nothing is written: a deposit's amount is fixed when its address is made. No API key: the link is the capability. Answers any origin (CORS).
         */
        get: operations["getPayCosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{paymentRequestId}/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A private request's deposit address
         * @description Private mode: the one-time address, the exact amount (payment, fee, token account rent), its `depositDeadline` and a `solana:` `paymentUrl` for a QR code (the names a private transaction's answer uses; `expiresAt` and `transferUrl` are the same values under their former, deprecated names). The same payer gets the same deposit again; a request hands out at most 5 waiting at once. No API key: the link is the capability. Answers any origin (CORS).
         */
        post: operations["requestPayDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{paymentRequestId}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the hosted pay page shows
         * @description The request as its payer may see it (no metadata, no reference), and the receipt once paid. No API key: the link is the capability. Answers any origin (CORS).
         */
        get: operations["getPayDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{paymentRequestId}/faucet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test mode: fund the payer's wallet (embedded devnet only)
         * @description On the embedded devnet only (elsewhere 404): test money for `account`, what paying this open wallet-mode request takes plus 0.1 SOL for fees, within the devnet faucet's per-address caps. The pay page offers it for its burner wallet. No API key: the link is the capability. Answers any origin (CORS).
         */
        post: operations["fundPayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pay/{paymentRequestId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the payer's signed transaction
         * @description For a page whose wallet signs but does not send: the signed transaction from the transaction request, checked as wallet-mode create checks one, then broadcast. No API key: the link is the capability. Answers any origin (CORS).
         */
        post: operations["submitPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session
         * @description Who the browser's session cookie signs in as, and its CSRF token (for a page reloaded).
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in to the dashboard
         * @description With `{apiKey}`, with `{link}` (the token of a sign-in link) or with a wallet's `{address, message, signature}` over a challenge (optionally `accountId` or `newAccount` after `409 ACCOUNT_CHOICE_REQUIRED` listed the choices in `details`). Answers an httpOnly session cookie (12 hours) and the CSRF token. Same-origin JSON only.
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description Ends the session and clears its cookie; without one, answers the same.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Sign In With Solana message for a wallet
         * @description The message for `address` to sign (its domain is this service's configured origin, PUBLIC_URL; valid 5 minutes, single use), and its fields as the Wallet Standard `solana:signIn` input, which rebuilds the same text. Same-origin JSON only; limited per address and client.
         */
        post: operations["createSignInChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time dashboard sign-in link for this key
         * @description Open the dashboard from a script or terminal without pasting the key into a browser: the token travels in the URL's fragment, valid 10 minutes, one use.
         */
        post: operations["createSignInLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Operator only: an admin key (or admin member) of the operator account; others get 403 FORBIDDEN. Newest first; filters status and tier; a cursor (startingAfter).
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create a customer account
         * @description Operator only: an admin key (or admin member) of the operator account; others get 403 FORBIDDEN. Returns the new account's first admin key, shown once.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account and this month's usage
         * @description Operator only: an admin key (or admin member) of the operator account; others get 403 FORBIDDEN.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, re-tier, suspend or resume an account
         * @description Operator only: an admin key (or admin member) of the operator account; others get 403 FORBIDDEN. A suspended account's keys and sessions get 403 ACCOUNT_SUSPENDED; its payments in flight still complete. The operator account cannot be suspended (409 CANNOT_SUSPEND_OPERATOR).
         */
        patch: operations["updateAccount"];
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The full key is returned by this call only. `spendingLimits` caps what the key may pay out per UTC day in each asset (sends and payrolls, wallet and private); a key made in a member's session also counts against that member's limits.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        /**
         * Change an API key's spending limits
         * @description Replaces the key's per-asset daily limits (`[]` removes them); they count from its next payment, against what it already spent today. A rotated key and its successor share them.
         */
        patch: operations["setApiKeyLimits"];
        trace?: never;
    };
    "/v1/api-keys/{keyId}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an API key
         * @description Issues a new key with the same name, permission and tier; the old one keeps working for the grace period.
         */
        post: operations["rotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approvals
         * @description The payments policies held, newest first; `status` filters (awaiting for the inbox); pass the last approvalId as startingAfter for the next page. Recipients are counted here, listed in GET /v1/approvals/{approvalId}.
         */
        get: operations["listApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{approvalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an approval
         * @description The approval with the payment's every recipient and amount: what an approver approves.
         */
        get: operations["getApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{approvalId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve
         * @description One approval; the `required`th distinct one approves it. A private payment then proceeds at once, as an unheld one would (a deposit address, or its debit from the private balance: 422 INSUFFICIENT_BALANCE leaves it awaiting); a wallet payment may then be prepared once with this approvalId. The maker of the payment never decides it: not with the key that made it, a rotation of it, another key its member made, nor as that member (403 SELF_APPROVAL). Each admin decides once (409 APPROVAL_ALREADY_DECIDED); an approval already ended, or past its expiresAt, takes no decision (409 APPROVAL_NOT_AWAITING). Audited.
         */
        post: operations["approveApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals/{approvalId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject
         * @description One rejection ends it: a private payment it holds is cancelled; a wallet one can no longer be prepared with it. The maker of the payment never decides it: not with the key that made it, a rotation of it, another key its member made, nor as that member (403 SELF_APPROVAL). Each admin decides once (409 APPROVAL_ALREADY_DECIDED); an approval already ended, or past its expiresAt, takes no decision (409 APPROVAL_NOT_AWAITING). Audited.
         */
        post: operations["rejectApproval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the account's audit events
         * @description Every state-changing call of the account, newest first, with who, what, the request id and the client address. Read only: no API changes or deletes an event; they are kept AUDIT_RETENTION_DAYS.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/balances/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet's balances
         * @description SOL, USDC and USDT always (zero when absent), and every Token-2022 holding, for display.
         */
        get: operations["getBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/counterparties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List counterparties
         * @description The address book, oldest first; pass the last counterpartyId as startingAfter for the next page, or `address` for the entry of one address (an empty list when it has none).
         */
        get: operations["listCounterparties"];
        put?: never;
        /**
         * Add a counterparty
         * @description Adds a named address to the account's address book. It is active (counts as known) from `activeAt`, COUNTERPARTY_COOLDOWN_S after it was added (a day by default); its adding and its activation are audited. An address already in the book is `409 COUNTERPARTY_ADDRESS_TAKEN`.
         */
        post: operations["addCounterparty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/counterparties/{counterpartyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a counterparty
         * @description Removes the entry; adding its address again starts a new cooldown.
         */
        delete: operations["deleteCounterparty"];
        options?: never;
        head?: never;
        /**
         * Change a counterparty
         * @description A new name or note counts at once; a new address is a new payee, so the entry waits the whole cooldown again (a new `activeAt`). `note: null` clears the note.
         */
        patch: operations["updateCounterparty"];
        trace?: never;
    };
    "/v1/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event type and the schema of its message
         * @description Each event a webhook can receive, what it means, and the JSON Schema of the body delivered (generated from the same zod contracts as this document).
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/faucet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund a wallet with test tokens (embedded devnet only)
         * @description Exists only while the service runs on its embedded devnet (404 otherwise). Each address has a cap per asset.
         */
        post: operations["fundFromFaucet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Members and invitations, oldest first; pass the last memberId as startingAfter for the next page.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a member
         * @description Invites a person, known by a wallet address they sign in to the dashboard with: viewer reads, developer also writes, admin also manages keys and members. The member is `invited` until the wallet signs in accepting it (within 7 days), then `active`; an invited admin does not count as an admin before. An invitation claims nothing: other accounts may invite the same wallet, and a wallet that is a member of several accounts chooses one when it signs in. The same address again is `409 MEMBER_ADDRESS_TAKEN` unless its invitation expired (then it is renewed).
         */
        post: operations["addMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member or revoke an invitation
         * @description Ends the member's sessions at once; an invitation can no longer be accepted. The account's last active admin member cannot be removed.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role or spending limits
         * @description Counts from the member's next request (or is the role an invitation gives). The account's last active admin member cannot be demoted. `spendingLimits` replaces the member's per-asset daily limits (`[]` removes them); they cover the member's own payments and those of every key it made.
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/v1/payment-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment requests
         * @description Newest first. Page with `startingAfter` set to the previous page's `nextCursor` (null on the last page).
         */
        get: operations["listPaymentRequests"];
        put?: never;
        /**
         * Create a payment request
         * @description Asks an end user to pay `amount` of `asset` to `recipient`, once. Share `url` (the hosted pay page) or `solanaPayUrl` (a Solana Pay transaction request, for wallets and QR codes): no API key is needed to pay, the link is the capability. **Wallet mode** (default): the payer's wallet signs a transfer naming the request's `reference`; the service finds it on the ledger, checks it as wallet-mode create checks a signed transaction (exactly this amount to this recipient, nothing else), records it as a wallet send of your account as soon as it is confirmed, and marks the request `paid` (`payment_request.paid`) only when that send is final (`completed`): a payment seen at confirmed may be on a fork the cluster abandons. Meanwhile the request takes no other payment and no cancel, and does not expire (`409 PAYMENT_REQUEST_NOT_OPEN`, `details.reason: payment_confirming`). A transaction paying less or elsewhere never pays it (`lastRejection` says why). **Private mode**: the payer pays a fresh deposit address and the routing pool pays the recipient, so the chain does not link them; the request is paid when that private transaction completes. `expiresAt` defaults to 24 h and may be at most 30 days ahead; an unpaid request then becomes `expired` (`payment_request.expired`). `recipient` follows the rules of any payment (`400 INVALID_RECIPIENT` with `details.reason`). While your account is suspended its requests take no payment: the pay routes answer `409 PAYMENT_REQUEST_NOT_OPEN` with `details.reason: "account_suspended"` (a deposit or a signed transfer handed out before still completes). A request counts against the daily spending limits of the key or member creating it (and of the member that made the key), in its asset and amount, when created: your own wallet may be the one that pays it. Over one: `422 SPENDING_LIMIT_EXCEEDED` with `details.limit` and `details.spentToday`, and no request.
         */
        post: operations["createPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-requests/{paymentRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment request
         * @description Private mode: with its `attempts`, the deposit addresses handed out to its payers (counts, and the newest few), paid or not. An attempt nobody paid is not one of the account's transactions (GET /v1/transactions leaves it out); it is found here.
         */
        get: operations["getPaymentRequest"];
        put?: never;
        post?: never;
        /**
         * Cancel a payment request
         * @description Only an open request: it is `cancelled` and takes no payment from then on. Paid, expired or cancelled: `409 PAYMENT_REQUEST_NOT_OPEN` with `details.status`; a wallet payment of it waiting for finality: the same, with `details.reason: payment_confirming` (it is paid in a few seconds, or open again if the payment never lands). A private request a payer's deposit is already routing to the recipient: the same, with `details.reason: payment_routing` (it is paid when that deposit completes). The key or member that created it cancels it, or an admin; another caller is `403 UNAUTHORIZED`.
         */
        delete: operations["cancelPaymentRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payrolls/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a payroll file
         * @description Checks a payroll before it is quoted: rows as JSON (`recipients`) or CSV text (`csv`, a header row naming `address` and `amount`, optional `name` and `reference`). Answers every problem of every row at once (`rows`, only the rows with problems, each numbered from 1): `invalid_address`, `token_account` (an address that is a token account, not a wallet), `service_wallet`, `duplicate` (the same address in several rows; each is told the others), `invalid_amount`, `zero_amount`, `too_many_decimals`, `amount_too_large`, `below_rent_minimum` (SOL to an address without an account, less than its rent-exempt minimum: the ledger would refuse it), `over_limit` (rows past 10,000), `malformed_row` (CSV fields missing or extra). Also the totals of the valid rows, how many token accounts paying them creates and the rent that costs (paid by the sender), and the ledger transactions (and network fee) a wallet-mode payroll of them needs. Nothing is recorded. A CSV without the required columns, or with more than 20,000 rows, is `400 INVALID_REQUEST`.
         */
        post: operations["validatePayroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List policies
         * @description Every policy of the account, oldest first (at most 50).
         */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Create a policy
         * @description Every payment the account makes (send, swap, payroll, withdrawal; API, dashboard or payroll CSV; wallet or private mode) is checked against every policy of the account; of those that match, the strictest wins: `refuse` (422 POLICY_REFUSED) before `require_approval`, and of those the one needing the most approvals. An account holds at most 50 policies (422 TOO_MANY_POLICIES). Audited.
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{policyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a policy */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a policy
         * @description No payment is checked against it from now on; a payment it already holds still waits for its approvals. Audited.
         */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /**
         * Change a policy
         * @description The change counts for payments made from now on: a payment already waiting for approval keeps the requirement it was held with. Audited with the policy before and after.
         */
        patch: operations["updatePolicy"];
        trace?: never;
    };
    "/v1/privacy/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimate a private payment's privacy
         * @description Before sending: the privacy receipt a private payment paying `amount` to one recipient would have if sent now (`estimate: true`), counted from the deposits and top-ups of the delay window just past; a balance counts when it covers `amount` rounded up to two significant digits, so the estimate never exceeds the final count and never reads another account's exact total. For a payroll, ask with its largest line. The receipt a payment gets at completion (`privacy` on `GET /v1/transactions/{id}` and in `transaction.completed`) counts the traffic of its own window. `anonymitySet` is defined in the project's docs/privacy.md.
         */
        get: operations["estimatePrivacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/private-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the private balance
         * @description What the account holds in the routing pool, per asset. `available` is what private payments (`POST /v1/transactions` with `source: "private_balance"`) and withdrawals may take now; `pending` is top-ups whose deposit is final and not yet swept into the pool. Each is the sum of the account's ledger entries.
         */
        get: operations["getPrivateBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/private-balance/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the private balance's entries
         * @description Every movement of `available`, newest first: top-ups, payments and their fees, withdrawals, reversals (a cancelled payment's money back), each with `balanceAfter` and the transaction it belongs to. Page with `startingAfter` set to the previous page's `nextCursor` (null on the last page).
         */
        get: operations["listPrivateBalanceEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/private-balance/top-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up the private balance
         * @description Hands out a fresh deposit address: pay `depositAmount` of `depositAsset` to `ephemeralAddress` (or open `paymentUrl` in a wallet) from any wallet before `depositDeadline`. The deposit is `amount` plus the private fee of a send of `amount`. Once it is final it shows as `pending`; once swept into the pool `available` grows by exactly `amount` (`private_balance.credited`, an entry of type `top_up`). Over- and under-payments, the wrong asset and late deposits are refunded to whoever paid them, as in any private payment. The top-up is a transaction of type `top_up` (`GET /v1/transactions/{topUpId}`) and counts against the account's open deposits (`422 TOO_MANY_OPEN_DEPOSITS`).
         */
        post: operations["createTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/private-balance/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from the private balance
         * @description Pays `amount` of `asset` to `address` from the routing pool after the private delay, like one recipient of a private payment. `amount` and the fee of a private send of it are taken from `available` at once (an entry of type `withdrawal` and one of type `fee`), or nothing is: `422 INSUFFICIENT_BALANCE` with `details.required` and `details.available`. `address` follows the rules of any recipient (`400 INVALID_RECIPIENT` with `details.reason`: not a wallet of this service, a wallet and not a token account). The withdrawal is a transaction of type `withdrawal` (`GET /v1/transactions/{withdrawalId}`); cancel it (`DELETE`) before its payout starts and the debit goes back (an entry of type `reversal`).
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote
         * @description Prices a send (same asset on both sides) or a swap. A quote is valid 30 s in wallet mode and 60 s in private mode, and backs at most one transaction. A swap is priced at a fresh market price (else `503 PRICE_UNAVAILABLE`, `details.reason` `stale`, `future`, `uncertain`, `feed_unreachable`, `feed_malformed` or `no_live_source`) through the pair's pool as the swaps filled before it left it, less the spread (`PRICE_SPREAD_BPS`); the account's own swaps of the last `SWAP_VOLUME_WINDOW_S` count in full, so pieces never price better than the whole. Fees charged in a token (the network fee and rent are lamports) convert at a fresh price too, with the same `503`; a wallet-mode send reads no price (its sender pays them in SOL). `422 INSUFFICIENT_LIQUIDITY` past the pool's depth (`details.maxInputAmount`), `422 SWAP_VOLUME_EXCEEDED` past the account's swap volume per window (`details.capUsd`, `usedUsd`, `requestedUsd`, `windowS`).
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes/{quoteId}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh a quote
         * @description Re-prices an unexpired, unused quote under the same identifier and extends its expiry.
         */
        post: operations["refreshQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/transactions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export transactions as CSV
         * @description Every recipient of the account's transactions created in [from, to) (to defaults to the request's time, so payments made during the download stay out of it), oldest first, streamed as it is read: any window, however many rows, without paging on the client's side. Amounts are exact decimal strings in the asset's whole units.
         */
        get: operations["exportTransactionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schedules
         * @description The account's schedules, oldest first; pass the last scheduleId as startingAfter for the next page.
         */
        get: operations["listSchedules"];
        put?: never;
        /**
         * Create a schedule
         * @description A payment made at every due time of `cron` (read in `timezone`), from the next one on. Each due time is run exactly once, as a transaction carrying `scheduleId`, through the same policies, spending limits and balance checks as POST /v1/transactions, as the key or member that last set what it pays or when. Private runs paid from the private balance complete unattended (or wait for approval); a private run by deposit hands out a deposit address; a wallet-mode run ends `ready_to_sign` with the event `schedule.run`, since only the sender's wallet signs. Due times missed while the service was down make one run. Adding it is audited.
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a schedule
         * @description The schedule with its whole payment, its next due times and its latest runs (newest first).
         */
        get: operations["getSchedule"];
        put?: never;
        post?: never;
        /**
         * Delete a schedule
         * @description No more runs; a due time claimed but not yet paid ends `cancelled`. Its runs stay on its transactions.
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        /**
         * Change, pause, resume or skip a schedule
         * @description A new `payment`, `cron` or `timezone`, or a resume, makes the caller its maker (runs answer to the caller's policies and limits from then on). A new cron or time zone, or `status: active` after a pause, runs from the first due time from now. `skipNext: true` lets the next due time pass without a payment. A due time already claimed keeps the payment it was claimed with.
         */
        patch: operations["updateSchedule"];
        trace?: never;
    };
    "/v1/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account statistics (extension)
         * @description For transactions created in `[from, to)` (default: the last 30 days; at most 366 days): completed volume per UTC day and input asset, counts by status and by mode, and the success rate (completed over completed plus failed). Also the webhooks that are disabled or have failing deliveries in the window, and the requests counted this calendar month against the tier's monthly allowance (updated about every second).
         */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List supported tokens */
        get: operations["listTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List transactions
         * @description Newest first. Extensions: filters (`type`, `mode`, `asset`, `from`, `to`), search (`q`: a transaction id, a signature or a recipient address) and a stable cursor (`startingAfter`: the last transactionId of the previous page). A payment request's private deposit is listed (and counted in `total`) once its payer's deposit arrived; until then it is an attempt of the request, shown by the request (`GET /v1/payment-requests/{paymentRequestId}`, `attempts`) and here only with `include=attempts`.
         */
        get: operations["listTransactions"];
        put?: never;
        /**
         * Create a transaction
         * @description **Wallet mode** (`signedTransaction` from /v1/transactions/prepare): the signed transaction is checked against the request (signer, transfers, nothing else), the quote is used up, and the transaction is broadcast; it answers `pending` with the signature, and webhooks follow it to `confirmed` and `completed` (or `failed`).
         *
         *     **Wallet mode, any number of recipients** (`signedTransactions`: every transaction of `transactions` from prepare, signed): each must be byte for byte a transaction prepared under this quote for its share of this request's recipients (else `400 INVALID_SIGNATURE` naming it in `details.index`, with `details.reason` `not_prepared`, `transfers_differ`, `recipients_missing` or `recipients_overlap`, and nothing is sent); all are recorded, the quote used once, then all are broadcast and each is followed on its own (`ledgerTransactions` in the answer). The payroll is `completed` when every one landed. One that fails or expires marks just its recipients `failed` (each with `failure` in `recipients[]`); the payroll then ends `failed` with `PARTIAL_PAYMENT` (some were paid) and `failure.details.failedRecipients` lists who was not paid, in the answer and the `transaction.failed` event.
         *
         *     **Private mode** (`mode: "private"`, a quote with `mode=private`, no `signedTransaction`): answers `processing` with a fresh `ephemeralAddress` and, as extensions, `depositAmount` and `depositAsset` (the amount plus every fee, including the rent of the recipients' new token accounts), `depositDeadline` (30 minutes) and a Solana Pay `paymentUrl` for a QR code. Pay exactly that to the address, from any wallet. Once the deposit is final the service sweeps it into its routing pool, waits a random 30 to 120 s, and pays the recipients from another pool wallet, so the chain shows no transaction from you to them; the transaction ends `completed` (each leg with its own signature in `recipients[]`), or `failed` with `DEPOSIT_EXPIRED`. A wallet swap is signed by the treasury only if its quoted output is at most `PRICE_TOLERANCE_BPS` (5) better for the client than the market at that moment, whatever the quote's slippage (else `422 SLIPPAGE_EXCEEDED`, `details.reason: "price_moved"`, nothing signed leaves the service), and only on a fresh price (else `503 PRICE_UNAVAILABLE`). A private swap is priced again when its deposit arrives: it pays the worse output of the quote and the market for the client, and beyond the quote's slippage (or past the account's swap volume) it fails `SLIPPAGE_EXCEEDED` (`SWAP_VOLUME_EXCEEDED`) and the deposit is refunded. A leg the ledger refuses at payout (a recipient frozen since create, say) fails alone with `PAYOUT_REFUSED`, and a leg whose token account existed at create (so the deposit paid no rent for it) and was closed before the payout fails alone with `RECIPIENT_ACCOUNT_CLOSED`; the amount of either is held for the operator; the others are paid, and the transaction ends `failed` with `PARTIAL_PAYMENT` (`failure.details.failedRecipients`). An overpayment is refunded with the sweep; a late deposit, one after a cancel, or one in another asset is refunded to the wallet it came from. A private swap may pay any address, so it counts against the daily spending limits like a send, in its output asset and amount (its sender is only what you claim). An account may have at most `PRIVATE_MAX_OPEN_DEPOSITS` (1,000) private transactions of its own awaiting their deposit at once (the deposits its payment requests hand out to payers are counted apart): beyond, `422 TOO_MANY_OPEN_DEPOSITS` (`details.scope: "account"`, `details.limit`, `details.open`) until one is paid, cancelled or expires. `503 ROUTING_UNAVAILABLE` (with `details.reason`) when the ledger cannot be reached or the pool cannot cover the payout.
         *
         *     Example: `{"type": "payroll", "quoteId": "quo_…", "mode": "private", "sender": "<your wallet>", "recipients": [{"address": "<a>", "amount": "1200"}, {"address": "<b>", "amount": "950.5"}]}`. Policies are checked here too: 422 POLICY_REFUSED; a held wallet payment needs its quote prepared with an approved approvalId (else 409 APPROVAL_REQUIRED); a held private payment is created `pending` with `approval` and no deposit address (or debit) until approved, then proceeds; rejected or expired, it is cancelled.
         */
        post: operations["createTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a transaction's status
         * @description Any transaction of the account, an attempt too (a payment request's deposit not paid: `attempt: true`, not listed by `GET /v1/transactions`).
         */
        get: operations["getTransaction"];
        put?: never;
        post?: never;
        /**
         * Cancel a transaction
         * @description A wallet transaction can be cancelled while pending and not yet broadcast; a private one while no deposit was detected. Counts against the per-minute cancellation limit.
         */
        delete: operations["cancelTransaction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/{transactionId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a transaction's webhook deliveries (extension)
         * @description Every delivery of this transaction's events to your webhooks, newest first (at most 100), each with its webhook and its attempts.
         */
        get: operations["listTransactionDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prepare a wallet transaction for signing
         * @description Builds the transaction(s) (base64) for the wallet to sign. send/payroll: one transfer per recipient, creating missing token accounts (rent paid by the sender), up to 10,000 recipients packed in order into as few ledger transactions of 1,232 bytes as fit; `transactions` lists them all, each with the recipients it pays (`recipients.first`, `recipients.count`), and `transaction` is there too when one holds them all. Sign them all with one approval (`signAllTransactions`). swap: both legs against the service treasury, signed by nobody yet; the one recipient is the sender with the quoted input amount. The treasury signs only when POST /v1/transactions accepts the signed bytes, which must equal a prepared message byte for byte. `senderCosts` tells what the wallet pays in SOL besides the amount (network fee, rent of the token accounts it opens); a sender who cannot pay the amount and those is refused before anything is signed: `422 INSUFFICIENT_BALANCE` with `details.required` and `details.available` (decimal strings per asset) and `details.short` (the assets missing). A send or payroll counts against the daily spending limits of the key or member (and of the member that made the key) when prepared, once per quote: over one, `422 SPENDING_LIMIT_EXCEEDED` with `details.limit` and `details.spentToday` (decimal strings) and nothing to sign. Policies (GET /v1/policies) are checked first: a refusing one answers 422 POLICY_REFUSED; a holding one 409 APPROVAL_REQUIRED with `details.approvalId`, an approval bound to exactly this payment (type, sender, asset, every recipient and amount); once admins approve it, the same prepare with `approvalId` proceeds, once; other content is 422 APPROVAL_MISMATCH.
         */
        post: operations["prepareTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhooks */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description The signing secret is returned by this call only.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook */
        get: operations["getWebhook"];
        /**
         * Update a webhook
         * @description Changing the URL re-enables a webhook that failing deliveries disabled; `enabled: false` pauses deliveries and `enabled: true` resumes them.
         */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete a webhook */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description The delivery log, newest first: every attempt with its status code, duration and the start of the answer.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery now
         * @description One more attempt at once, whatever the delivery's state. The result appears in the delivery log.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-send a window of events
         * @description Re-sends every event created in [since, until) that the webhook subscribes to, those that came while it was disabled included, as a background run; follow it with getWebhookRecovery. At least once: an event may arrive twice, dedupe on webhook-id. The window is at most 30 days back; a running recovery of an overlapping window answers 409.
         */
        post: operations["recoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/recoveries/{recoveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A recovery and its progress */
        get: operations["getWebhookRecovery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's signing secret
         * @description Returns the new secret once. For 24 hours deliveries carry signatures with both the old and the new secret.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Delivers a `webhook.test` event to this webhook through the same path as real events.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            accountId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            name: string;
            /** @description The deployment's own account, which manages the others */
            operator: boolean;
            status: components["schemas"]["AccountStatus"];
            tier: components["schemas"]["Tier"];
        };
        AccountDetail: {
            account: components["schemas"]["Account"];
            usage: components["schemas"]["AccountUsage"];
        };
        AccountList: {
            accounts: components["schemas"]["Account"][];
            hasMore: boolean;
        };
        /** @enum {string} */
        AccountStatus: "active" | "suspended";
        AccountUsage: {
            /**
             * @description The calendar month (UTC) counted
             * @example 2026-11
             */
            month: string;
            /** @description Requests the tier allows per minute */
            perMinute: number;
            /** @description Requests the tier allows per month */
            quota: number;
            /** @description Requests counted this month (all of the account's keys) */
            requests: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            resetsAt: string;
        };
        ApiKey: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string | null;
            keyId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            lastUsedAt: string | null;
            name: string;
            permission: components["schemas"]["Permission"];
            /** @description The key's first characters, for recognising it */
            prefix: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            revokedAt: string | null;
            /** @description Per-asset daily limits on its sends and payrolls ([]: none of its own) */
            spendingLimits: components["schemas"]["SpendingLimit"][];
            tier: components["schemas"]["Tier"];
        };
        ApiKeyList: {
            apiKeys: components["schemas"]["ApiKey"][];
        };
        Approval: {
            approvalId: string;
            /** @description Distinct approvals so far */
            approvals: number;
            content: components["schemas"]["ApprovalContent"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            decidedAt: string | null;
            decisions: components["schemas"]["ApprovalDecision"][];
            /** @description SHA-256 (hex) of the content's canonical form: what the approval binds */
            digest: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string;
            /** @description Who made the payment: its key (and the member that made the key), or its member */
            maker: {
                keyId: string | null;
                memberId: string | null;
                /** @description The key's name, or the member's wallet address (GET /v1/approvals and /v1/approvals/{approvalId}; not in events) */
                name?: string | null;
            };
            /** @enum {string} */
            mode: "wallet" | "private";
            /** @description The policy that held it, as it was named then */
            policy: {
                name: string;
                policyId: string;
            };
            required: number;
            status: components["schemas"]["ApprovalStatus"];
            /** @description Private mode: the held transaction; wallet mode: null (nothing exists until signed) */
            transactionId: string | null;
            /**
             * Format: date-time
             * @description Wallet mode: when a prepare used it (once)
             * @example 2026-11-22T12:00:00.000Z
             */
            usedAt: string | null;
            /** @description GET /v1/approvals/{approvalId} only: the caller's part, so a dashboard says why it cannot decide instead of offering a decision the API refuses */
            viewer?: {
                /** @description The caller decided already (APPROVAL_ALREADY_DECIDED) */
                hasDecided: boolean;
                /** @description The caller made the payment: it may not decide (SELF_APPROVAL) */
                isMaker: boolean;
            };
        };
        ApprovalContent: {
            asset: components["schemas"]["AssetSymbol"] & unknown;
            /** @enum {string} */
            mode: "wallet" | "private";
            outputAsset?: components["schemas"]["AssetSymbol"] & unknown;
            recipientCount: number;
            /** @description Every recipient and amount (GET /v1/approvals/{approvalId} only) */
            recipients?: {
                address: string;
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                amount: string;
            }[];
            sender: string;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            total: string;
            type: string;
        };
        ApprovalDecision: {
            /** @description Who decided: the key or member, as the audit log names it */
            actor: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            decidedAt: string;
            /** @enum {string} */
            decision: "approve" | "reject";
            reason: string | null;
        };
        ApprovalList: {
            approvals: components["schemas"]["Approval"][];
            hasMore: boolean;
        };
        /**
         * @description awaiting: decisions are taken; approved: `required` distinct approvers approved (a private payment proceeds; a wallet one may be prepared once with this approvalId); rejected: one approver rejected it (a private payment is cancelled); expired: APPROVAL_TTL passed first (cancelled too)
         * @enum {string}
         */
        ApprovalStatus: "awaiting" | "approved" | "rejected" | "expired";
        /** @enum {string} */
        AssetSymbol: "SOL" | "USDC" | "USDT";
        AuditEvent: {
            /** @example webhook.created */
            action: string;
            actor: {
                id: string;
                /** @description The key's name or the member's wallet address, as it was then; public payer <wallet> for a payer */
                label: string;
                /**
                 * @description A key, a member, a public payer: whoever holds a payment request's link (its id is the wallet it pays from, or anonymous; clientAddress says where it called from), or the system in background work (its id names the work, e.g. payment_request.settle)
                 * @enum {string}
                 */
                type: "api_key" | "member" | "public_payer" | "system";
            };
            auditEventId: string;
            clientAddress: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            details: {
                [key: string]: unknown;
            };
            object: {
                id: string;
                type: string;
            } | null;
            /** @enum {string} */
            outcome: "succeeded" | "failed";
            requestId: string | null;
        };
        AuditEventList: {
            auditEvents: components["schemas"]["AuditEvent"][];
            hasMore: boolean;
        };
        Balance: {
            address: string;
            /**
             * @description Native SOL balance
             * @example 12.5
             */
            sol: string;
            tokens: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                balance: string;
                decimals: number;
                mint: string;
                /** @description USDC, USDT, or null for a Token-2022 mint without one */
                symbol: string | null;
            }[];
        };
        CancelledTransaction: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            cancelledAt: string;
            /** @enum {string} */
            status: "cancelled";
            transactionId: string;
        };
        Counterparty: {
            /** @description Whether activeAt has passed */
            active: boolean;
            /**
             * Format: date-time
             * @description From when the entry counts as known (COUNTERPARTY_COOLDOWN_S after it was added or its address changed)
             * @example 2026-11-22T12:00:00.000Z
             */
            activeAt: string;
            address: string;
            counterpartyId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            name: string;
            note: string | null;
        };
        CounterpartyList: {
            counterparties: components["schemas"]["Counterparty"][];
            hasMore: boolean;
        };
        CreateAccountRequest: {
            /** @example Acme Payroll Ltd */
            name: string;
            tier: components["schemas"]["Tier"];
        };
        CreateApiKeyRequest: {
            name: string;
            permission: components["schemas"]["Permission"];
            /** @description Per-asset daily limits on what is paid to others: sends, payrolls, withdrawals from the private balance, private swaps (in the output asset) and payment requests (at create). A member's also cover the keys it made. Over one: 422 SPENDING_LIMIT_EXCEEDED; at most 18446744073709551615 base units */
            spendingLimits?: components["schemas"]["SpendingLimit"][];
            tier?: components["schemas"]["Tier"] & unknown;
        };
        CreateCounterpartyRequest: {
            /**
             * @description The wallet it is paid at (base58 public key)
             * @example 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin
             */
            address: string;
            /**
             * @description What the books call it
             * @example Acme Ltd
             */
            name: string;
            /** @description Free text for the team, at most 500 characters */
            note?: string;
        };
        CreatedAccount: {
            account: components["schemas"]["Account"];
            /** @description The new account's first admin key. Shown once, never again. */
            adminKey: string;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /** @description The full key. Shown once, never again. */
            key: string;
        };
        CreatedTransaction: {
            approval?: components["schemas"]["TransactionApproval"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Private mode from the private balance (extension): what was taken from `available`, the amount and `fee`
             * @example 12.5
             */
            debited?: string;
            /**
             * @description Private mode (extension): exactly what to pay, in depositAsset: amount and all fees
             * @example 12.5
             */
            depositAmount?: string;
            depositAsset?: components["schemas"]["AssetSymbol"] & unknown;
            /**
             * Format: date-time
             * @description Private mode (extension): unpaid by then, the transaction fails (DEPOSIT_EXPIRED)
             * @example 2026-11-22T12:00:00.000Z
             */
            depositDeadline?: string;
            /** @description Private mode (extension): what the deposit adds to the amount */
            depositFee?: {
                /**
                 * @description Rent of the recipients' token accounts the payout creates
                 * @example 12.5
                 */
                ataRent: string;
                /**
                 * @description Network fees of the payout transactions the recipients' payments can take beyond the one the quote priced (a quote does not know the recipients): each payment leaves at a random time of its own, so up to one payout each, fewer for a large payroll
                 * @example 12.5
                 */
                payoutNetwork: string;
                /**
                 * @description The quote's fee (network and routing)
                 * @example 12.5
                 */
                quoted: string;
                recipientsNeedingAta: number;
            };
            /** @description Private mode: the fresh address to pay the deposit to (never reused) */
            ephemeralAddress?: string;
            /**
             * @description Private mode from the private balance (extension): every charge a deposit would have carried (the quote's fee, the payouts' network fees, the recipients' new token accounts' rent), taken with the amount
             * @example 12.5
             */
            fee?: string;
            /** @description Wallet mode with `signedTransactions`: each ledger transaction, followed on its own */
            ledgerTransactions?: {
                recipients: components["schemas"]["RecipientRange"];
                signature: string;
            }[];
            mode: components["schemas"]["Mode"];
            /** @description Private mode (extension): a Solana Pay transfer request for the deposit (QR code) */
            paymentUrl?: string;
            signature: string | null;
            source?: components["schemas"]["PrivateSource"];
            status: components["schemas"]["TransactionStatus"];
            transactionId: string;
        };
        CreatedWebhook: components["schemas"]["Webhook"] & {
            /** @description The signing secret. Returned only here. */
            secret: string;
        };
        CreateMemberRequest: {
            /**
             * @description The member's wallet address (base58 ed25519 public key)
             * @example 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin
             */
            address: string;
            role: components["schemas"]["MemberRole"];
            /** @description Per-asset daily limits on what is paid to others: sends, payrolls, withdrawals from the private balance, private swaps (in the output asset) and payment requests (at create). A member's also cover the keys it made. Over one: 422 SPENDING_LIMIT_EXCEEDED; at most 18446744073709551615 base units */
            spendingLimits?: components["schemas"]["SpendingLimit"][];
        };
        CreatePaymentRequest: {
            /**
             * @description What the payer pays, in whole units (minimum 0.001)
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /**
             * Format: date-time
             * @description Default 24 h from now; at most 30 days; not in the past
             * @example 2026-12-01T00:00:00Z
             */
            expiresAt?: string;
            /** @description Who is asking (your business's name) */
            label?: string;
            /** @description What it is for, shown to the payer */
            message?: string;
            metadata?: components["schemas"]["Metadata"];
            mode?: components["schemas"]["Mode"] & unknown;
            /** @description The wallet that receives the payment (usually your own) */
            recipient: string;
        };
        CreatePolicyRequest: {
            /** @description Distinct approvers a held payment needs (require_approval), 1 to 5; default 1 */
            approvals?: number;
            /**
             * @description refuse: the payment is refused (422 POLICY_REFUSED); require_approval: it waits for `approvals` admins
             * @enum {string}
             */
            effect: "require_approval" | "refuse";
            match: components["schemas"]["PolicyMatch"];
            /**
             * @description What the team calls it
             * @example Payroll over 10,000
             */
            name: string;
        };
        CreateScheduleRequest: {
            /**
             * @description When it runs: a five-field cron expression (minute hour day-of-month month day-of-week), read in `timezone`. Runs at most once a minute.
             * @example 0 9 1 * *
             */
            cron: string;
            /**
             * @description What the team calls it
             * @example Payroll
             */
            name: string;
            payment: components["schemas"]["SchedulePayment"];
            /**
             * @description The IANA time zone its cron is read in (daylight saving included)
             * @default UTC
             * @example Europe/Berlin
             */
            timezone: string;
        };
        CreateTopUp: {
            /**
             * @description What `available` grows by once the deposit is final and swept
             * @example 100
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
        };
        CreateTransactionRequest: {
            mode?: components["schemas"]["Mode"];
            quoteId: string;
            recipients: components["schemas"]["Recipient"][];
            /** @description Sender wallet (base58): fee payer and signer */
            sender: string;
            /** @description Base64 signed transaction (wallet mode), from /v1/transactions/prepare */
            signedTransaction?: string;
            /** @description Wallet mode, any number of recipients: every transaction of `transactions` from /v1/transactions/prepare, signed (base64, any order) */
            signedTransactions?: string[];
            source?: components["schemas"]["PrivateSource"] & unknown;
            type: components["schemas"]["PaymentType"];
        };
        CreateWebhookRequest: {
            events: components["schemas"]["WebhookEvent"][];
            /** @description Your signing secret (whsec_ + base64). Generated when absent. */
            secret?: string;
            /**
             * Format: uri
             * @description https URL that receives the deliveries
             * @example https://example.com/hooks/payments
             */
            url: string;
        };
        CreateWithdrawal: {
            /** @description The wallet (base58) the pool pays */
            address: string;
            /**
             * @description What `address` receives; the fee is taken from `available` too
             * @example 100
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
        };
        DailyVolume: {
            /**
             * @description Input amount of the day's completed transactions in this asset
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /** @description Completed transactions of the day in this asset */
            count: number;
            /**
             * @description The UTC day
             * @example 2026-11-22
             */
            date: string;
        };
        DecideApprovalRequest: {
            /** @description Why, for the audit log */
            reason?: string;
        };
        DeletedCounterparty: {
            counterpartyId: string;
            /** @enum {boolean} */
            deleted: true;
        };
        DeletedPolicy: {
            /** @enum {boolean} */
            deleted: true;
            policyId: string;
        };
        DeletedSchedule: {
            /** @enum {boolean} */
            deleted: true;
            scheduleId: string;
        };
        DeletedWebhook: {
            /** @enum {boolean} */
            deleted: true;
            webhookId: string;
        };
        DeliveryAttempt: {
            attempt: number;
            durationMs: number;
            /** @description Why no answer came (timeout, refused, blocked address) */
            error: string | null;
            manual: boolean;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            nextRetryAt: string | null;
            /** @description The first 2 KB of the endpoint's answer */
            responseExcerpt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            startedAt: string;
            /** @description HTTP status the endpoint answered, if any */
            statusCode: number | null;
        };
        DeliveryRetryAccepted: {
            deliveryId: string;
            /** @enum {string} */
            status: "retrying";
        };
        Error: {
            error: {
                /** @enum {string} */
                code: "INVALID_REQUEST" | "INVALID_ASSET" | "AMOUNT_TOO_SMALL" | "INVALID_AMOUNT" | "INVALID_ADDRESS" | "INVALID_RECIPIENT" | "INVALID_SIGNATURE" | "INVALID_QUOTE" | "UNAUTHENTICATED" | "FORBIDDEN" | "UNAUTHORIZED" | "ACCOUNT_SUSPENDED" | "NOT_A_MEMBER" | "SELF_APPROVAL" | "NOT_FOUND" | "TRANSACTION_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "PAYMENT_REQUEST_NOT_FOUND" | "MEMBER_NOT_FOUND" | "COUNTERPARTY_NOT_FOUND" | "POLICY_NOT_FOUND" | "APPROVAL_NOT_FOUND" | "SCHEDULE_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CANNOT_CANCEL" | "ALREADY_PROCESSED" | "IDEMPOTENCY_CONFLICT" | "RECOVERY_IN_PROGRESS" | "PAYMENT_REQUEST_NOT_OPEN" | "CANNOT_SUSPEND_OPERATOR" | "ACCOUNT_CHOICE_REQUIRED" | "LAST_ADMIN" | "MEMBER_ADDRESS_TAKEN" | "COUNTERPARTY_ADDRESS_TAKEN" | "APPROVAL_REQUIRED" | "APPROVAL_NOT_AWAITING" | "APPROVAL_ALREADY_DECIDED" | "APPROVAL_NOT_APPROVED" | "APPROVAL_USED" | "REQUEST_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "INSUFFICIENT_BALANCE" | "INSUFFICIENT_LIQUIDITY" | "SLIPPAGE_EXCEEDED" | "SWAP_VOLUME_EXCEEDED" | "TOO_MANY_OPEN_DEPOSITS" | "TOO_MANY_MEMBERS" | "TOO_MANY_COUNTERPARTIES" | "SPENDING_LIMIT_EXCEEDED" | "TOO_MANY_POLICIES" | "TOO_MANY_SCHEDULES" | "POLICY_REFUSED" | "APPROVAL_MISMATCH" | "RATE_LIMIT_EXCEEDED" | "ROUTING_UNAVAILABLE" | "PRICE_UNAVAILABLE" | "INTERNAL_ERROR";
                details: {
                    [key: string]: unknown;
                };
                message: string;
            };
        };
        EventType: {
            description: string;
            /** @description JSON Schema (2020-12, as in the OpenAPI document) of the message body: { type, timestamp, data } */
            schema: {
                [key: string]: unknown;
            };
            /** @description Whether a webhook can list it in its events */
            subscribable: boolean;
            /** @example transaction.completed */
            type: string;
        };
        EventTypeList: {
            eventTypes: components["schemas"]["EventType"][];
        };
        FailingWebhook: {
            enabled: boolean;
            /** @description Deliveries in the window that failed for good or whose last attempt failed */
            failingDeliveries: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            lastFailureAt: string | null;
            lastStatusCode: number | null;
            url: string;
            webhookId: string;
        };
        FaucetRequest: {
            /** @description Wallet to fund (base58) */
            address: string;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 100
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
        };
        FaucetResult: {
            address: string;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            signature: string;
        };
        FeeBreakdown: {
            /**
             * @description Rent for recipient token accounts that must be created: 0 in a quote, which does not know the recipients. Their rent is told before anything is paid: by prepare in wallet mode (`senderCosts`, in SOL, paid by the sender's wallet) and by create in private mode (`depositFee.ataRent`, in the input asset, added to the deposit)
             * @example 12.5
             */
            ataRent: string;
            /**
             * @description Ledger fees for the signatures, in the input asset; 0 for a wallet-mode send of a token, whose sender pays them in SOL
             * @example 12.5
             */
            network: string;
            /**
             * @description Private-mode routing fee, in the input asset
             * @example 12.5
             */
            routing: string;
        };
        FeeDetails: {
            /** @description The ledger's fees (signatures and priority) in the asset that pays them: SOL from the sender's wallet in a wallet-mode send, else their worth in the input asset, inside `fee` */
            networkFee: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                amount: string;
                asset: components["schemas"]["AssetSymbol"] & unknown;
                /**
                 * @description sender_wallet: the sender's wallet pays it to the network, in this asset, beside the amount (not in `fee`); fee: it is in `fee`, in the input asset; deposit: private mode adds it to the deposit, per recipient that needs it
                 * @enum {string}
                 */
                paidBy: "sender_wallet" | "fee" | "deposit";
            };
            /** @description What each recipient without a token account for the asset adds (its rent), in the asset that pays it: SOL from the sender's wallet in wallet mode; about this much of the input asset in private mode, added to the deposit (create's `depositFee.ataRent` is exact). null where none is created (SOL, a swap) */
            perNewTokenAccount: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                amount: string;
                asset: components["schemas"]["AssetSymbol"] & unknown;
                /**
                 * @description sender_wallet: the sender's wallet pays it to the network, in this asset, beside the amount (not in `fee`); fee: it is in `fee`, in the input asset; deposit: private mode adds it to the deposit, per recipient that needs it
                 * @enum {string}
                 */
                paidBy: "sender_wallet" | "fee" | "deposit";
            } | null;
        };
        Member: {
            address: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the invitation lapses; null once joined
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string | null;
            memberId: string;
            role: components["schemas"]["MemberRole"];
            /** @description Per-asset daily limits on the member's sends and payrolls, and those of the keys it made */
            spendingLimits: components["schemas"]["SpendingLimit"][];
            /**
             * @description invited: added, not yet joined (the wallet joins by signing in and accepting); active: joined; expired: the invitation lapsed unaccepted (invite the address again to renew it)
             * @enum {string}
             */
            status: "invited" | "active" | "expired";
        };
        MemberList: {
            hasMore: boolean;
            members: components["schemas"]["Member"][];
        };
        /**
         * @description viewer reads, developer also writes, admin also manages keys and members
         * @enum {string}
         */
        MemberRole: "viewer" | "developer" | "admin";
        /**
         * @description Your own keys and string values (at most 20 keys of 40 characters, values of 500); not shown to the payer
         * @example {
         *       "orderId": "A-1001"
         *     }
         */
        Metadata: {
            [key: string]: string;
        };
        /** @enum {string} */
        Mode: "wallet" | "private";
        PayCostLine: {
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /** @enum {string} */
            kind: "payment" | "fee" | "network_fee" | "token_account_rent";
            /**
             * @description deposit: part of the one transfer to the deposit address; wallet: the payer's wallet pays it to the ledger
             * @enum {string}
             */
            paidBy: "deposit" | "wallet";
        };
        PayCosts: {
            /** @description Each cost in the asset that pays it: the payment itself, the service's fee (private mode), the network fee and the rent of the recipient's new token account (when it has none) */
            lines: components["schemas"]["PayCostLine"][];
            mode: components["schemas"]["Mode"];
            paymentRequestId: string;
            /** @description Whether the recipient already has the asset's token account; null for SOL */
            recipientHasTokenAccount: boolean | null;
            /** @description The lines added up per asset (a token payment from a wallet also costs SOL) */
            totals: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                amount: string;
                asset: components["schemas"]["AssetSymbol"];
            }[];
        };
        PayDeposit: {
            deposit: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                ataRent: string;
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                fee: string;
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                payment: string;
            };
            /**
             * @description Exactly what to pay, in the request's asset
             * @example 12.5
             */
            depositAmount: string;
            /**
             * Format: date-time
             * @description Unpaid by then, the deposit is void (money paid later goes back): the deposit window's end or the request's expiresAt, whichever is first (the name a private transaction's answer uses)
             * @example 2026-11-22T12:00:00.000Z
             */
            depositDeadline: string;
            ephemeralAddress: string;
            /**
             * Format: date-time
             * @deprecated
             * @description Deprecated: the same as depositDeadline
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string;
            /** @description solana: transfer URL of the deposit, for a QR code (the name a private transaction's answer uses) */
            paymentUrl: string;
            /**
             * @deprecated
             * @description Deprecated: the same as paymentUrl
             */
            transferUrl: string;
        };
        PayDepositRequest: {
            /** @description The payer's wallet, if known: refunds go there */
            account?: string;
        };
        PayDetails: {
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string;
            label: string | null;
            message: string | null;
            mode: components["schemas"]["Mode"];
            /**
             * @description SOL a wallet-mode payer pays the network (one signature)
             * @example 12.5
             */
            networkFee: string;
            paid: {
                explorerUrl: string | null;
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                paidAt: string;
                payer: string | null;
                signature: string | null;
            } | null;
            /** @example prq_3kTq9... */
            paymentRequestId: string;
            recipient: string;
            /** @description Why solanaPayUrl is null (set PUBLIC_URL to the service's https address); null when it is given */
            solanaPayUnavailable: string | null;
            /** @description solana: transaction-request URL, for wallets and QR codes; null unless the service is reached over https (PUBLIC_URL), as wallets fetch it over https only */
            solanaPayUrl: string | null;
            status: components["schemas"]["PaymentRequestStatus"];
        };
        PayFaucet: {
            account: string;
            funded: {
                /**
                 * @description Decimal amount as a string, in whole units of the asset
                 * @example 12.5
                 */
                amount: string;
                asset: components["schemas"]["AssetSymbol"];
                signature: string;
            }[];
        };
        PayLabel: {
            /** @description Absolute URL of an SVG icon */
            icon: string;
            label: string;
        };
        PaymentRequest: {
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            cancelledAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string;
            label: string | null;
            /** @description The last transaction carrying the reference that did not pay it, and why */
            lastRejection: {
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                at: string;
                message: string;
                reason: string;
                signature: string;
            } | null;
            message: string | null;
            metadata: {
                [key: string]: string;
            };
            mode: components["schemas"]["Mode"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            paidAt: string | null;
            /** @description Wallet mode: the wallet that paid */
            payer: string | null;
            /** @example prq_3kTq9... */
            paymentRequestId: string;
            recipient: string;
            /** @description Public key (base58) every payment transaction carries */
            reference: string;
            /** @description Wallet mode: the paying ledger transaction */
            signature: string | null;
            /** @description Why solanaPayUrl is null (set PUBLIC_URL to the service's https address); null when it is given */
            solanaPayUnavailable: string | null;
            /** @description solana: transaction-request URL, for wallets and QR codes; null unless the service is reached over https (PUBLIC_URL), as wallets fetch it over https only */
            solanaPayUrl: string | null;
            status: components["schemas"]["PaymentRequestStatus"];
            /** @description The transaction that paid it */
            transactionId: string | null;
            /** @description The hosted pay page */
            url: string;
        };
        PaymentRequestDetail: components["schemas"]["PaymentRequest"] & {
            /** @description Private mode: each payer who asks for a deposit address gets a private transaction of its own, an attempt of this request. Until its deposit arrives it is not listed among the account's transactions and sends no transaction.* webhook events; the one that pays becomes an ordinary transaction (transactionId). Null for a wallet-mode request. */
            attempts: {
                /** @description Cancelled before any deposit: another payer paid, or the request ended */
                cancelled: number;
                /** @description Never paid in full by their deadline (anything that did arrive is refunded) */
                expired: number;
                /** @description The newest 20, newest first */
                latest: {
                    /** @description Not paid (yet): not one of the account's listed transactions */
                    attempt: boolean;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T12:00:00.000Z
                     */
                    createdAt: string;
                    /**
                     * Format: date-time
                     * @example 2026-11-22T12:00:00.000Z
                     */
                    depositDeadline: string | null;
                    /** @example DEPOSIT_EXPIRED */
                    failureCode: string | null;
                    /** @description Refunds started from its deposit address */
                    refunds: number;
                    status: components["schemas"]["TransactionStatus"];
                    /** @description GET /v1/transactions/{transactionId} shows it in full */
                    transactionId: string;
                }[];
                /** @description Still waiting for the payer's deposit */
                open: number;
                /** @description Paid: the payer's deposit arrived, and the transaction is the account's (listed by GET /v1/transactions) */
                paid: number;
                /** @description Any whose deposit address got money that went back (late, a second payment, another asset) */
                refunded: number;
                /** @description Paid after another payer's deposit took the request: refunded */
                refused: number;
                /** @description Deposit addresses handed out to payers of this request */
                total: number;
            } | null;
        };
        PaymentRequestList: {
            hasMore: boolean;
            /** @description startingAfter of the next page, null on the last */
            nextCursor: string | null;
            paymentRequests: components["schemas"]["PaymentRequest"][];
        };
        /** @enum {string} */
        PaymentRequestStatus: "open" | "paid" | "expired" | "cancelled";
        /** @enum {string} */
        PaymentType: "send" | "swap" | "payroll";
        /** @enum {string} */
        PayrollProblemCode: "malformed_row" | "invalid_address" | "token_account" | "service_wallet" | "sysvar" | "executable" | "off_curve" | "small_order" | "mint" | "frozen_token_account" | "duplicate" | "invalid_amount" | "zero_amount" | "too_many_decimals" | "amount_too_large" | "below_rent_minimum" | "over_limit";
        PayrollRow: {
            address: string;
            amount: string;
            name?: string;
            reference?: string;
        };
        PayrollRowReport: {
            address: string;
            amount: string;
            name?: string;
            problems: {
                code: components["schemas"]["PayrollProblemCode"];
                /** @enum {string} */
                field: "address" | "amount" | "row";
                message: string;
            }[];
            reference?: string;
            /** @description Data row, from 1 (a CSV file's header is row 0) */
            row: number;
        };
        PayrollValidation: {
            /** @description Who the rows pay, by the account's address book */
            addressBook: {
                /** @description The address book's entries of the valid rows' addresses, each once; one still cooling down has `active: false` */
                entries: components["schemas"]["Counterparty"][];
                /** @description Valid rows paying an address that is not an active entry (one still cooling down is outside) */
                outside: number;
            };
            asset: components["schemas"]["AssetSymbol"];
            /**
             * @description Their network fee, in SOL
             * @example 12.5
             */
            networkFee: string;
            /** @description What the account's policies would say of the valid rows as a payroll in each mode: paid, refused (POLICY_REFUSED) or held for approvals */
            policies: {
                private: components["schemas"]["PolicyPreview"];
                wallet: components["schemas"]["PolicyPreview"];
            };
            /** @description The rows with at least one problem, in order */
            rows: components["schemas"]["PayrollRowReport"][];
            /**
             * @description Rent of those token accounts, in SOL, paid by the sender
             * @example 12.5
             */
            tokenAccountRent: string;
            /** @description Valid recipients without a token account of `asset` (none for SOL) */
            tokenAccountsToCreate: number;
            totals: {
                /**
                 * @description Sum of the valid rows' amounts, in `asset`
                 * @example 12.5
                 */
                amount: string;
                invalidRows: number;
                rows: number;
                validRows: number;
            };
            /** @description No row has a problem: the payroll can be quoted and sent as is */
            valid: boolean;
            /** @description Ledger transactions a wallet-mode payroll of the valid rows needs (each signed once) */
            walletTransactions: number;
        };
        PaySubmitRequest: {
            /** @description Base64, as signed by the payer */
            signedTransaction: string;
        };
        PaySubmitted: {
            signature: string;
            /**
             * @description paid once the ledger confirmed it
             * @enum {string}
             */
            status: "submitted" | "paid";
        };
        PayTransaction: {
            message: string;
            /** @description Base64 unsigned transaction, its fee payer the account */
            transaction: string;
        };
        PayTransactionRequest: {
            /** @description The payer's wallet: fee payer and signer */
            account: string;
        };
        /** @enum {string} */
        Permission: "read" | "write" | "admin";
        Policy: {
            /** @description Approvals a held payment needs; null for refuse */
            approvals: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * @description refuse: the payment is refused (422 POLICY_REFUSED); require_approval: it waits for `approvals` admins
             * @enum {string}
             */
            effect: "require_approval" | "refuse";
            match: components["schemas"]["PolicyMatch"];
            name: string;
            policyId: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            updatedAt: string;
        };
        PolicyList: {
            policies: components["schemas"]["Policy"][];
        };
        /** @description Every condition given must hold; an empty match takes every payment */
        PolicyMatch: {
            /** @description Only payments whose recipients are paid in one of these assets */
            assets?: components["schemas"]["AssetSymbol"][];
            /**
             * @description Only payments whose total (every recipient's amount, in the asset they are paid in) is at least this many whole units of that asset
             * @example 10000
             */
            minAmount?: string;
            /** @description Only payments in these modes (either when absent) */
            modes?: ("wallet" | "private")[];
            /** @description true: only payments with at least one recipient that is not an active entry of the address book (one cooling down counts as outside) */
            recipientsOutsideAddressBook?: boolean;
            /** @description Only payments of these types (any type when absent) */
            types?: ("send" | "swap" | "payroll" | "withdrawal")[];
        };
        PolicyPreview: {
            /** @enum {string} */
            effect: "allow" | "require_approval" | "refuse";
            name?: string;
            policyId?: string;
            required?: number;
        };
        PreparedTransaction: {
            lastValidBlockHeight: number;
            /** @description Address lookup tables the transactions use (the account's recipients paid before, kept by the service): 0 when fresh recipients fit as few transactions without */
            lookupTables?: number;
            /** @description Token accounts the transactions create (rent paid by the sender) */
            recipientsNeedingAta: number;
            senderCosts: components["schemas"]["SenderCosts"];
            /** @description Base64 transaction for the wallet to sign, when one transaction holds them all */
            transaction?: string;
            /** @description send and payroll: every ledger transaction the recipients need, in order, each with the recipients it pays; sign them all (signAllTransactions) and send them as `signedTransactions` */
            transactions?: {
                recipients: components["schemas"]["RecipientRange"];
                recipientsNeedingAta: number;
                /** @description Base64 transaction for the wallet to sign */
                transaction: string;
            }[];
        };
        PrepareTransactionRequest: {
            /** @description A payment a policy holds: the approval 409 APPROVAL_REQUIRED named, once approved; the payment must be exactly the one approved (else 422 APPROVAL_MISMATCH), and an approval is used by one prepare (409 APPROVAL_USED) */
            approvalId?: string;
            mode?: components["schemas"]["Mode"];
            quoteId: string;
            recipients: components["schemas"]["Recipient"][];
            /** @description Sender wallet (base58): fee payer and signer */
            sender: string;
            type: components["schemas"]["PaymentType"];
        };
        PrivacyReceipt: {
            /**
             * @description Senders an observer of the chain cannot tell apart from the real one for this payment (its weakest recipient): the deposits whose amount and time could have paid it, and the accounts whose top-ups could have. 1 means the payment is linkable; the observer's best guess is right about 1 time in anonymitySet.
             * @example 14
             */
            anonymitySet: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            computedAt: string;
            /** @description The random delay each recipient's payout waits, from the deposit or the debit */
            delay: {
                maxSeconds: number;
                minSeconds: number;
            };
            /** @description true until the payment completes: counted from the traffic seen so far, and it may still change */
            estimate: boolean;
            source: components["schemas"]["PrivateSource"];
            /** @description When a deposit must have landed to be counted (the delay window before the payouts) */
            window: {
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                from: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                to: string;
            };
        };
        PrivateBalance: {
            asset: components["schemas"]["AssetSymbol"];
            /**
             * @description What payments and withdrawals may take now
             * @example 12.5
             */
            available: string;
            /**
             * @description Top-ups whose deposit is final but not yet swept into the pool: available once it is
             * @example 12.5
             */
            pending: string;
        };
        PrivateBalanceEntry: {
            /**
             * @description What the entry added to `available` (negative: taken)
             * @example -12.5
             */
            amount: string;
            asset: components["schemas"]["AssetSymbol"];
            /**
             * @description `available` in this asset right after the entry
             * @example 12.5
             */
            balanceAfter: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /** @example ble_3kTq9... */
            entryId: string;
            /** @description The top-up, payment or withdrawal it belongs to */
            transactionId: string | null;
            type: components["schemas"]["PrivateBalanceEntryType"];
        };
        PrivateBalanceEntryList: {
            entries: components["schemas"]["PrivateBalanceEntry"][];
            hasMore: boolean;
            /** @description startingAfter of the next page, null on the last */
            nextCursor: string | null;
        };
        /** @enum {string} */
        PrivateBalanceEntryType: "top_up" | "payment" | "fee" | "withdrawal" | "reversal";
        /** @description One row per supported asset */
        PrivateBalances: {
            balances: components["schemas"]["PrivateBalance"][];
        };
        /**
         * @description Private mode from the private balance
         * @enum {string}
         */
        PrivateSource: "deposit" | "private_balance";
        Quote: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            expiresAt: string;
            /**
             * @description Total fees in the input asset
             * @example 12.5
             */
            fee: string;
            feeBreakdown: components["schemas"]["FeeBreakdown"];
            feeDetails: components["schemas"]["FeeDetails"];
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            inputAmount: string;
            inputAsset: components["schemas"]["AssetSymbol"];
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            minOutputAmount: string;
            mode: components["schemas"]["Mode"];
            /**
             * @description What the swap pays: the pair's pool at the market price, as earlier swaps left it, less the spread (PRICE_SPREAD_BPS, 10 by default)
             * @example 12.5
             */
            outputAmount: string;
            outputAsset: components["schemas"]["AssetSymbol"];
            /** @description Price impact in percent (0.1 means 0.1%): how far below the market price the pool pays, before the spread; it includes what earlier swaps (and this account's own of the window, in full) moved the pool */
            priceImpact: number;
            quoteId: string;
            slippageBps: number;
        };
        Recipient: {
            /** @description Recipient wallet (base58) */
            address: string;
            /**
             * @description Decimal amount in the quote's asset
             * @example 12.5
             */
            amount: string;
        };
        RecipientLeg: {
            address: string;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            amount: string;
            /** @description Why this recipient was not paid (its ledger transaction failed or expired) */
            failure?: {
                code: string;
                message: string;
                /** @description Private mode, a payment the ledger refused at payout: why, in the words of the create-time refusals (`frozen_token_account`, `below_rent_minimum`, ...) or `ledger_refused` */
                reason?: string;
            } | null;
            signature: string | null;
            /** @enum {string} */
            status: "pending" | "sent" | "confirmed" | "completed" | "failed";
        };
        RecipientRange: {
            count: number;
            /** @description Position (from 0) of the first recipient it pays */
            first: number;
        };
        RecoverWebhookRequest: {
            /**
             * Format: date-time
             * @description Re-send the events created at or after this instant
             * @example 2026-11-01T00:00:00Z
             */
            since: string;
            /**
             * Format: date-time
             * @description ... and before this one (default: now)
             * @example 2026-11-01T00:00:00Z
             */
            until?: string;
        };
        RemovedMember: {
            memberId: string;
            /** @enum {boolean} */
            removed: true;
        };
        RevokedApiKey: {
            keyId: string;
            /** @enum {boolean} */
            revoked: true;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            revokedAt: string;
        };
        RotateApiKeyRequest: {
            /**
             * @description How long the old key keeps working (0 = revoked now; at most 7 days)
             * @default 0
             */
            gracePeriodSeconds: number;
        };
        RotatedApiKey: components["schemas"]["CreatedApiKey"] & {
            rotatedFrom: {
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                expiresAt: string;
                keyId: string;
            };
        };
        RotatedWebhookSecret: {
            /**
             * Format: date-time
             * @description Until then deliveries carry both signatures
             * @example 2026-11-22T12:00:00.000Z
             */
            previousSecretExpiresAt: string;
            /** @description The new signing secret. Returned only here. */
            secret: string;
            webhookId: string;
        };
        RotateWebhookSecretRequest: {
            secret?: string;
        };
        Schedule: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            cron: string;
            name: string;
            /**
             * Format: date-time
             * @description The next due time a run is made for; null when paused
             * @example 2026-11-22T12:00:00.000Z
             */
            nextRunAt: string | null;
            /** @description Counts changes of the payment alone */
            paymentVersion: number;
            scheduleId: string;
            skipNext: boolean;
            /** @enum {string} */
            status: "active" | "paused";
            summary: components["schemas"]["SchedulePaymentSummary"];
            timezone: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            updatedAt: string;
            /** @description Counts changes of what is paid or when */
            version: number;
        };
        ScheduleDetail: components["schemas"]["Schedule"] & {
            payment: components["schemas"]["SchedulePayment"];
            /** @description Its latest runs, newest first (at most 20) */
            runs: components["schemas"]["ScheduleRun"][];
            /** @description The next due times (at most 5), skipped one included */
            upcoming: string[];
        };
        ScheduleList: {
            hasMore: boolean;
            schedules: components["schemas"]["Schedule"][];
        };
        /** @description The payment each run makes, as POST /v1/transactions takes it */
        SchedulePayment: {
            asset: components["schemas"]["AssetSymbol"] & unknown;
            mode: components["schemas"]["Mode"];
            recipients: components["schemas"]["Recipient"][];
            /** @description Sender wallet (base58), as a payment names it */
            sender: string;
            source?: components["schemas"]["PrivateSource"] & unknown;
            /** @enum {string} */
            type: "send" | "payroll";
        };
        SchedulePaymentSummary: {
            asset: components["schemas"]["AssetSymbol"];
            mode: components["schemas"]["Mode"];
            recipientCount: number;
            sender: string;
            source: components["schemas"]["PrivateSource"] & (string | null);
            /** @description What one run pays its recipients, in `asset` (decimal) */
            total: string;
            /** @enum {string} */
            type: "send" | "payroll";
        };
        ScheduleRun: {
            /**
             * Format: date-time
             * @description The due time this run is for (one run per due time, ever)
             * @example 2026-11-22T12:00:00.000Z
             */
            dueAt: string;
            error: {
                code: string;
                message: string;
            } | null;
            /**
             * @description due: claimed, not made yet; created: its transaction is made; held: made and held for approval by a policy; ready_to_sign: wallet mode, waiting for the sender's wallet (event schedule.run); skipped: skipNext; refused: a policy, a limit or the balance refused it (`error` says which); cancelled: the schedule was paused or deleted before the run
             * @enum {string}
             */
            outcome: "due" | "created" | "held" | "ready_to_sign" | "skipped" | "refused" | "cancelled";
            /** @description The version of the payment the run pays (the schedule's `paymentVersion` then) */
            paymentVersion: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            ranAt: string | null;
            /** @description The schedule's version whose payment the run made (it counts edits) */
            scheduleVersion: number;
            transactionId: string | null;
        };
        /** @description What the sender's wallet pays in SOL besides the amount, as the fee payer of what it signs; prepare refuses (422 INSUFFICIENT_BALANCE) a sender who cannot pay the amount and these */
        SenderCosts: {
            /** @enum {string} */
            asset: "SOL";
            /**
             * @description The ledger's fee for every signature of the transactions
             * @example 12.5
             */
            networkFee: string;
            /** @enum {string} */
            payer: "sender";
            /**
             * @description Rent of the token accounts the transactions open (recipients' or, in a swap, the sender's own)
             * @example 12.5
             */
            tokenAccountRent: string;
            tokenAccountsCreated: number;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            total: string;
        };
        SpendingLimit: {
            asset: components["schemas"]["AssetSymbol"];
            /**
             * @description The most the key or member may pay out of this asset per UTC day (what the recipients are paid, in whole units)
             * @example 12.5
             */
            perDay: string;
        };
        Stats: {
            byMode: {
                count: number;
                key: components["schemas"]["Mode"];
            }[];
            byStatus: {
                count: number;
                key: components["schemas"]["TransactionStatus"];
            }[];
            /** @description Disabled webhooks, and those with failing deliveries in the window, most failures first */
            failingWebhooks: components["schemas"]["FailingWebhook"][];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            from: string;
            /**
             * @description completed / (completed + failed) in the window, 0 to 1; null when none finished
             * @example 0.98
             */
            successRate: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            to: string;
            /** @description Transactions created in the window */
            total: number;
            /** @description The account's monthly request allowance */
            usage: {
                limit: number;
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                resetsAt: string;
                tier: components["schemas"]["Tier"];
                /** @description Requests this calendar month (UTC), all keys of the account */
                used: number;
            };
            /** @description Per UTC day and asset, oldest first */
            volume: components["schemas"]["DailyVolume"][];
        };
        TestEventAccepted: {
            eventId: string;
            /** @enum {string} */
            type: "webhook.test";
            webhookId: string;
        };
        /**
         * @description The account's rate-limit tier, which every key of it shares
         * @enum {string}
         */
        Tier: "free" | "pro" | "enterprise";
        TimelineEntry: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            at: string;
            /** @description The event's id, also the webhook-id header of its deliveries */
            eventId: string;
            /** @example transaction.completed */
            type: string;
        };
        Token: {
            decimals: number;
            /** Format: uri */
            logoUri: string;
            /** @description Mint address (base58) */
            mint: string;
            name: string;
            symbol: components["schemas"]["AssetSymbol"];
        };
        TokenList: {
            tokens: components["schemas"]["Token"][];
        };
        TopUp: {
            /**
             * @description `amount` plus the deposit's fee: what to pay
             * @example 12.5
             */
            depositAmount: string;
            depositAsset: components["schemas"]["AssetSymbol"];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            depositDeadline: string;
            /** @description The fresh deposit address to pay */
            ephemeralAddress: string;
            /** @description A Solana Pay transfer URL of the deposit, for wallets and QR codes */
            paymentUrl: string;
            /** @example processing */
            status: string;
            /** @description The top-up's transaction id (GET /v1/transactions/{id}) */
            topUpId: string;
        };
        /** @description Private mode held by a policy: status `pending`, no deposit address and no debit until `required` admins approve (POST /v1/approvals/{approvalId}/approve); rejected or expired, it is cancelled */
        TransactionApproval: {
            approvalId: string;
            decisions: components["schemas"]["ApprovalDecision"][];
            /** @description Distinct approvals it needs (the policy's, when it was held) */
            required: number;
            status: components["schemas"]["ApprovalStatus"];
        };
        TransactionDetail: components["schemas"]["TransactionSummary"] & {
            /** @description Private mode held by a policy: its approval (awaiting while the transaction is pending at stage awaiting_approval); null for a payment no policy held */
            approval: components["schemas"]["TransactionApproval"] | null;
            /** @description A payment request's private deposit nobody has paid (yet): not listed among the account's transactions, no transaction.* webhook events. Once money reaches its address it is an ordinary transaction: routed to the recipient when it pays the request, or, when that money goes back (a second payer's, a late or short one, one after a cancel), with its transaction.failed or transaction.cancelled event. One nobody paid stays an attempt; its request's attempts list shows it. */
            attempt: boolean;
            /** @description Unix seconds of the block that included it */
            blockTime: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            cancelledAt: string | null;
            /** @description Private mode (extension): the deposit asked for, and when it was seen; null once the link was forgotten */
            deposit: {
                /**
                 * @description What to pay: the payment, the quoted fee and the rent, added
                 * @example 12.5
                 */
                amount: string;
                asset: components["schemas"]["AssetSymbol"];
                /**
                 * @description Of the deposit: rent of the recipients' new token accounts, in the deposit's asset
                 * @example 12.5
                 */
                ataRent: string;
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                deadline: string | null;
                /**
                 * Format: date-time
                 * @example 2026-11-22T12:00:00.000Z
                 */
                detectedAt: string | null;
                /**
                 * @description Of the deposit: the fee, the quote's (network and routing) and the network fees of payout transactions beyond the one it priced
                 * @example 12.5
                 */
                fee: string;
                /**
                 * @description Of the deposit: what the recipients receive (the input)
                 * @example 12.5
                 */
                payment: string;
            } | null;
            /** @description Private mode: the deposit address; null once the link was forgotten */
            ephemeralAddress: string | null;
            failure: {
                code: string;
                details?: {
                    [key: string]: unknown;
                };
                message: string;
            } | null;
            /**
             * @description Fee charged, in the input asset
             * @example 12.5
             */
            fee: string;
            /**
             * Format: date-time
             * @description Private mode (extension): when the service forgot who paid (the deposit address, its key, the sender, the deposit's amount and time, and the payout signatures), PRIVATE_LINK_RETENTION_DAYS after the transaction ended; recipients and the amounts asked for are kept
             * @example 2026-11-22T12:00:00.000Z
             */
            linkForgottenAt: string | null;
            /**
             * @description SOL the network charged, once the transaction landed
             * @example 12.5
             */
            networkFee: string | null;
            /**
             * @description Decimal amount as a string, in whole units of the asset
             * @example 12.5
             */
            outputAmount: string;
            /** @description The payment request this transaction pays (or, an attempt, was handed out for); null if none */
            paymentRequestId: string | null;
            /** @description Private payments that pay recipients (not top-ups): the privacy receipt, an estimate until the payment completes (docs/privacy.md). Null in wallet mode, for a top-up, and for a payment that failed or was cancelled before it completed. */
            privacy: components["schemas"]["PrivacyReceipt"] | null;
            recipients: components["schemas"]["RecipientLeg"][];
            /** @description The schedule whose run made this transaction (GET /v1/schedules/{scheduleId} lists its runs); null if none */
            scheduleId: string | null;
            /** @description The sender wallet; `"forgotten"` once a private transaction's link was forgotten (`linkForgottenAt`) */
            sender: string;
            source: components["schemas"]["PrivateSource"] & (string | null);
            /** @description Finer progress (extension). Private: awaiting_approval (held by a policy), awaiting_deposit, deposit_detected, routing, paying_out, completed */
            stage: string | null;
            /** @description Every status change (extension), oldest first, from the events sent to webhooks */
            timeline: components["schemas"]["TimelineEntry"][];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            updatedAt: string;
        };
        TransactionList: {
            hasMore: boolean;
            total: number;
            transactions: components["schemas"]["TransactionSummary"][];
        };
        /** @enum {string} */
        TransactionStatus: "pending" | "processing" | "confirmed" | "completed" | "failed" | "cancelled";
        TransactionSummary: {
            /**
             * @description Total input amount
             * @example 12.5
             */
            amount: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            inputAsset: components["schemas"]["AssetSymbol"];
            mode: components["schemas"]["Mode"];
            outputAsset: components["schemas"]["AssetSymbol"];
            signature: string | null;
            status: components["schemas"]["TransactionStatus"];
            transactionId: string;
            type: components["schemas"]["TransactionType"];
        };
        /** @enum {string} */
        TransactionType: "send" | "swap" | "payroll" | "top_up" | "withdrawal";
        TransactionWebhookDelivery: components["schemas"]["WebhookDelivery"] & {
            webhookId: string;
            webhookUrl: string;
        };
        TransactionWebhookDeliveryList: {
            /** @description Newest first, at most 100: every webhook delivery of this transaction's events */
            deliveries: components["schemas"]["TransactionWebhookDelivery"][];
        };
        UpdateAccountRequest: {
            /** @example Acme Payroll Ltd */
            name?: string;
            status?: components["schemas"]["AccountStatus"];
            tier?: components["schemas"]["Tier"];
        };
        /** @description The key's new limits, replacing the old ones ([]: none) */
        UpdateApiKeyRequest: {
            /** @description Per-asset daily limits on what is paid to others: sends, payrolls, withdrawals from the private balance, private swaps (in the output asset) and payment requests (at create). A member's also cover the keys it made. Over one: 422 SPENDING_LIMIT_EXCEEDED; at most 18446744073709551615 base units */
            spendingLimits: components["schemas"]["SpendingLimit"][];
        };
        UpdateCounterpartyRequest: {
            /**
             * @description The wallet it is paid at (base58 public key)
             * @example 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin
             */
            address?: string;
            /**
             * @description What the books call it
             * @example Acme Ltd
             */
            name?: string;
            /** @description Free text for the team, at most 500 characters */
            note?: string | null;
        };
        UpdatedAccount: {
            account: components["schemas"]["Account"];
        };
        UpdateMemberRequest: {
            role?: components["schemas"]["MemberRole"];
            /** @description Per-asset daily limits on what is paid to others: sends, payrolls, withdrawals from the private balance, private swaps (in the output asset) and payment requests (at create). A member's also cover the keys it made. Over one: 422 SPENDING_LIMIT_EXCEEDED; at most 18446744073709551615 base units */
            spendingLimits?: components["schemas"]["SpendingLimit"][];
        };
        UpdatePolicyRequest: {
            /** @description Distinct approvers a held payment needs (require_approval), 1 to 5; default 1 */
            approvals?: number;
            /**
             * @description refuse: the payment is refused (422 POLICY_REFUSED); require_approval: it waits for `approvals` admins
             * @enum {string}
             */
            effect?: "require_approval" | "refuse";
            match?: components["schemas"]["PolicyMatch"];
            /**
             * @description What the team calls it
             * @example Payroll over 10,000
             */
            name?: string;
        };
        UpdateScheduleRequest: {
            /**
             * @description When it runs: a five-field cron expression (minute hour day-of-month month day-of-week), read in `timezone`. Runs at most once a minute.
             * @example 0 9 1 * *
             */
            cron?: string;
            /**
             * @description What the team calls it
             * @example Payroll
             */
            name?: string;
            payment?: components["schemas"]["SchedulePayment"];
            /** @description true: the next due time passes without a payment (its run says `skipped`) */
            skipNext?: boolean;
            /**
             * @description paused: no run is made until it is active again (then from the next due time)
             * @enum {string}
             */
            status?: "active" | "paused";
            /**
             * @description The IANA time zone its cron is read in (daylight saving included)
             * @example Europe/Berlin
             */
            timezone?: string;
        };
        UpdateWebhookRequest: {
            /** @description false pauses deliveries (new events are not sent to it); true resumes them */
            enabled?: boolean;
            events?: components["schemas"]["WebhookEvent"][];
            /**
             * Format: uri
             * @description https URL that receives the deliveries
             * @example https://example.com/hooks/payments
             */
            url?: string;
        };
        ValidatePayrollRequest: {
            asset: components["schemas"]["AssetSymbol"];
            /**
             * @description The rows as CSV text with a header row: columns `address` and `amount`, optional `name` and `reference` (any order, any case); give this or `recipients`
             * @example address,amount,name
             *     9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,1200,Alice
             */
            csv?: string;
            /** @description The rows as JSON; give this or `csv` */
            recipients?: components["schemas"]["PayrollRow"][];
        };
        Webhook: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            disabledReason: string | null;
            enabled: boolean;
            events: components["schemas"]["WebhookEvent"][];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            updatedAt: string;
            url: string;
            webhookId: string;
        };
        WebhookDelivery: {
            attemptCount: number;
            attempts: components["schemas"]["DeliveryAttempt"][];
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            deliveredAt: string | null;
            deliveryId: string;
            /** @description Also sent as the webhook-id header: dedupe on it */
            eventId: string;
            eventType: string;
            lastStatusCode: number | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            hasMore: boolean;
            total: number;
        };
        /** @enum {string} */
        WebhookEvent: "transaction.pending" | "transaction.confirmed" | "transaction.completed" | "transaction.failed" | "transaction.processing" | "transaction.cancelled" | "webhook.disabled" | "payment_request.paid" | "payment_request.expired" | "private_balance.credited" | "approval.requested" | "approval.decided" | "schedule.run";
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        WebhookRecovery: {
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            completedAt: string | null;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            createdAt: string;
            /** @description Of those, delivered at the first attempt */
            delivered: number;
            recoveryId: string;
            /** @description Events sent again so far (first attempt made) */
            sent: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            since: string;
            /** @description Events whose delivery was still pending (already on its way): not sent twice */
            skipped: number;
            /**
             * @description failed: the run gave up (see the logs); what it sent stays sent, recover again
             * @enum {string}
             */
            status: "running" | "completed" | "failed";
            /** @description Events of the window the webhook subscribes to */
            total: number;
            /**
             * Format: date-time
             * @example 2026-11-22T12:00:00.000Z
             */
            until: string;
            webhookId: string;
        };
        Withdrawal: {
            approval?: components["schemas"]["TransactionApproval"] & unknown;
            /**
             * @description What was taken from `available`: `amount` and `fee` (absent while held)
             * @example 12.5
             */
            debited?: string;
            /**
             * @description Every charge a deposit would have carried (the quote's fee, the payout's network fee, the address's new token account's rent)
             * @example 12.5
             */
            fee?: string;
            /** @example processing */
            status: string;
            /** @description The withdrawal's transaction id (GET /v1/transactions/{id}) */
            withdrawalId: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPayLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label and icon */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayLabel"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayTransactionRequest"];
            };
        };
        responses: {
            /** @description The transaction and the words to show */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayTransaction"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_BALANCE */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayCosts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payer's costs, per part and per asset */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayCosts"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PRICE_UNAVAILABLE, ROUTING_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPayDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayDepositRequest"];
            };
        };
        responses: {
            /** @description The deposit to pay */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayDeposit"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_OPEN_DEPOSITS */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ROUTING_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request's public details */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayDetails"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fundPayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayTransactionRequest"];
            };
        };
        responses: {
            /** @description What was sent to the account */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayFaucet"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND, PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaySubmitRequest"];
            };
        };
        responses: {
            /** @description Broadcast (or already paid) */
            202: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaySubmitted"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_SIGNATURE */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actor: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            type: "api_key";
                        } | {
                            address: string;
                            id: string;
                            /** @enum {string} */
                            type: "member";
                        };
                        csrfToken: string;
                        isOperator: boolean;
                        keyId: string | null;
                        keyName: string | null;
                        /** @enum {string} */
                        permission: "read" | "write" | "admin";
                        /** @enum {string|null} */
                        role: "viewer" | "developer" | "admin" | null;
                        /** @enum {string} */
                        tier: "free" | "pro" | "enterprise";
                    };
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey: string;
                } | {
                    link: string;
                } | {
                    accountId?: string;
                    address: string;
                    message: string;
                    /** @enum {boolean} */
                    newAccount?: true;
                    signature: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the cookie is set */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send it as X-CSRF-Token on every changing request */
                        csrfToken: string;
                        /** @description The session's end (12 hours) */
                        expiresAt: string;
                        /** @enum {string} */
                        permission: "read" | "write" | "admin";
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_SIGNATURE */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, NOT_A_MEMBER, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ACCOUNT_CHOICE_REQUIRED */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        signedOut: true;
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSignInChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                };
            };
        };
        responses: {
            /** @description The message to sign */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        input: {
                            address: string;
                            chainId: string;
                            domain: string;
                            expirationTime: string;
                            issuedAt: string;
                            nonce: string;
                            statement: string;
                            uri: string;
                            /** @enum {string} */
                            version: "1";
                        };
                        message: string;
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSignInLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description 10 minutes from now */
                        expiresAt: string;
                        /** @description /login#link=…: open it in a browser; one use */
                        url: string;
                    };
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the accountId of the last item of the previous page; the page continues after it */
                startingAfter?: string;
                status?: components["schemas"]["AccountStatus"];
                tier?: components["schemas"]["Tier"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountRequest"];
            };
        };
        responses: {
            /** @description The account and its first admin key */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccount"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account and its usage against its quota */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetail"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAccountRequest"];
            };
        };
        responses: {
            /** @description The account as changed */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedAccount"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CANNOT_SUSPEND_OPERATOR */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's keys, without secrets */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, shown once */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokedApiKey"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setApiKeyLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key with its new limits */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RotateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key, shown once */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedApiKey"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApprovals: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the last approvalId of the previous page */
                startingAfter?: string;
                /** @description Only approvals in this status */
                status?: components["schemas"]["ApprovalStatus"] & unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of approvals */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApproval: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    approveApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideApprovalRequest"];
            };
        };
        responses: {
            /** @description The approval after the decision */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SELF_APPROVAL, FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_ALREADY_DECIDED, APPROVAL_NOT_AWAITING, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_BALANCE, TOO_MANY_OPEN_DEPOSITS */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rejectApproval: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                approvalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideApprovalRequest"];
            };
        };
        responses: {
            /** @description The approval, rejected */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Approval"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SELF_APPROVAL, FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_ALREADY_DECIDED, APPROVAL_NOT_AWAITING, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Only this action (`api_key.created`), or every action on an object type (`api_key`) */
                action?: string;
                /** @description Only this actor: a key id, a member id or a wallet address, exactly */
                actor?: string;
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Only events about this object id (a key, webhook, transaction or account id) */
                object?: string;
                /** @description At or after this instant */
                since?: string;
                /** @description Cursor: the auditEventId of the last item of the previous page; the page continues after it */
                startingAfter?: string;
                /** @description Before this instant */
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit events */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBalances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            /** @description INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCounterparties: {
        parameters: {
            query?: {
                /** @description Only the entry of this address (at most one is live) */
                address?: string;
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the last counterpartyId of the previous page */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the address book */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CounterpartyList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addCounterparty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCounterpartyRequest"];
            };
        };
        responses: {
            /** @description The new entry, cooling down */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counterparty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description COUNTERPARTY_ADDRESS_TAKEN, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_COUNTERPARTIES */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCounterparty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                counterpartyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedCounterparty"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description COUNTERPARTY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCounterparty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                counterpartyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCounterpartyRequest"];
            };
        };
        responses: {
            /** @description The entry as changed */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Counterparty"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description COUNTERPARTY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description COUNTERPARTY_ADDRESS_TAKEN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event types */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fundFromFaucet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaucetRequest"];
            };
        };
        responses: {
            /** @description The funding transaction */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaucetResult"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS, INVALID_ASSET, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the last memberId of the previous page */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the account's members */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMemberRequest"];
            };
        };
        responses: {
            /** @description The invitation (status invited) */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MEMBER_ADDRESS_TAKEN, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_MEMBERS */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedMember"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MEMBER_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description LAST_ADMIN, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberRequest"];
            };
        };
        responses: {
            /** @description The member with its new role */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description MEMBER_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description LAST_ADMIN */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPaymentRequests: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the nextCursor of the previous page (the last paymentRequestId seen) */
                startingAfter?: string;
                status?: components["schemas"]["PaymentRequestStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payment requests */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequestList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentRequest"];
            };
        };
        responses: {
            /** @description The open payment request */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ASSET, INVALID_AMOUNT, AMOUNT_TOO_SMALL, INVALID_RECIPIENT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SPENDING_LIMIT_EXCEEDED */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment request, with its attempts */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequestDetail"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                paymentRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled payment request */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED, FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PAYMENT_REQUEST_NOT_OPEN, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    validatePayroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidatePayrollRequest"];
            };
        };
        responses: {
            /** @description Every row's problems and the totals */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayrollValidation"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's policies */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePolicyRequest"];
            };
        };
        responses: {
            /** @description The new policy */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_POLICIES */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                policyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedPolicy"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                policyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePolicyRequest"];
            };
        };
        responses: {
            /** @description The policy as changed */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    estimatePrivacy: {
        parameters: {
            query: {
                /** @description The largest amount one recipient will be paid (a payroll's largest line) */
                amount: string;
                asset: components["schemas"]["AssetSymbol"];
                source?: components["schemas"]["PrivateSource"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacyReceipt"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ASSET, INVALID_AMOUNT, AMOUNT_TOO_SMALL */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPrivateBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateBalances"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPrivateBalanceEntries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the nextCursor of the previous page (the last entryId seen) */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateBalanceEntryList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTopUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTopUp"];
            };
        };
        responses: {
            /** @description The deposit to pay */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopUp"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ASSET, INVALID_AMOUNT, AMOUNT_TOO_SMALL */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_OPEN_DEPOSITS */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ROUTING_UNAVAILABLE, PRICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawal"];
            };
        };
        responses: {
            /** @description The withdrawal */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Withdrawal"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ASSET, INVALID_AMOUNT, AMOUNT_TOO_SMALL, INVALID_RECIPIENT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_REFUSED, INSUFFICIENT_BALANCE */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ROUTING_UNAVAILABLE, PRICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query: {
                /** @description Input amount in whole units (minimum 0.001), read exactly as written */
                amount: string;
                inputAsset: components["schemas"]["AssetSymbol"];
                mode?: components["schemas"]["Mode"];
                outputAsset: components["schemas"]["AssetSymbol"];
                /** @description Slippage tolerance in basis points (100 = 1%) */
                slippageBps?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ASSET, INVALID_AMOUNT, AMOUNT_TOO_SMALL */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_LIQUIDITY, SWAP_VOLUME_EXCEEDED */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PRICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    refreshQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The re-priced quote */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description INVALID_QUOTE */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description INSUFFICIENT_LIQUIDITY, SWAP_VOLUME_EXCEEDED */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description PRICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTransactionsCsv: {
        parameters: {
            query?: {
                /** @description Transactions created at or after this instant */
                from?: string;
                /** @description Transactions created before this instant (default: now) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (Content-Disposition: attachment) */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Cursor: the last scheduleId of the previous page */
                startingAfter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule, with its next due times */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS, INVALID_AMOUNT, INVALID_RECIPIENT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TOO_MANY_SCHEDULES */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDetail"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SCHEDULE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedSchedule"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SCHEDULE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule as changed */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_ADDRESS, INVALID_AMOUNT, INVALID_RECIPIENT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description SCHEDULE_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStats: {
        parameters: {
            query?: {
                /** @description Created at or after this instant (extension) */
                from?: string;
                /** @description Created before this instant (extension) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Stats"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The supported tokens */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /** @description Only transactions paying in or out this asset (extension) */
                asset?: components["schemas"]["AssetSymbol"] & unknown;
                /** @description Created at or after this instant (extension) */
                from?: string;
                /** @description attempts (extension): list payment requests' unpaid deposits too (attempts, `attempt: true`), which the list, its total and the export leave out */
                include?: "attempts";
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Only this mode (extension) */
                mode?: components["schemas"]["Mode"] & unknown;
                /** @description Number of items to skip */
                offset?: number | null;
                /** @description Search (extension): a transaction id, a signature (of the transaction or of one of its legs), or a recipient address, exactly */
                q?: string;
                /** @description Cursor (extension): the transactionId of the last item of the previous page; the page continues after it, and stays stable while new transactions arrive. Use with offset 0. */
                startingAfter?: string;
                status?: components["schemas"]["TransactionStatus"];
                /** @description Created before this instant (extension) */
                to?: string;
                /** @description Only this type (extension) */
                type?: components["schemas"]["TransactionType"] & unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTransactionRequest"];
            };
        };
        responses: {
            /** @description The transaction: pending (wallet mode) or processing, with its deposit address (private mode) */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedTransaction"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_QUOTE, INVALID_SIGNATURE, INVALID_ADDRESS, INVALID_RECIPIENT, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_REQUIRED, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_REFUSED, INSUFFICIENT_BALANCE, SLIPPAGE_EXCEEDED, INSUFFICIENT_LIQUIDITY, SWAP_VOLUME_EXCEEDED, TOO_MANY_OPEN_DEPOSITS, SPENDING_LIMIT_EXCEEDED */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description ROUTING_UNAVAILABLE, PRICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transaction */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionDetail"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TRANSACTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cancelTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled transaction */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledTransaction"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHORIZED, FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TRANSACTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description CANNOT_CANCEL, ALREADY_PROCESSED, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTransactionDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionWebhookDeliveryList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description TRANSACTION_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    prepareTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrepareTransactionRequest"];
            };
        };
        responses: {
            /** @description The transaction to sign */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreparedTransaction"];
                };
            };
            /** @description INVALID_REQUEST, INVALID_QUOTE, INVALID_ADDRESS, INVALID_RECIPIENT, INVALID_AMOUNT */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description APPROVAL_REQUIRED, APPROVAL_NOT_APPROVED, APPROVAL_USED, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description POLICY_REFUSED, APPROVAL_MISMATCH, INSUFFICIENT_BALANCE, SPENDING_LIMIT_EXCEEDED */
            422: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's webhooks */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook, with its secret */
            201: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The updated webhook */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        events: components["schemas"]["WebhookEvent"][];
                        /**
                         * Format: date-time
                         * @example 2026-11-22T12:00:00.000Z
                         */
                        updatedAt: string;
                        url: string;
                        webhookId: string;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhook"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries of this event type */
                eventType?: components["schemas"]["WebhookEvent"] | "webhook.test";
                /** @description Created at or after this instant (extension) */
                from?: string;
                /** @description Page size, 1 to 100 */
                limit?: number;
                /** @description Number of items to skip */
                offset?: number | null;
                /** @description Only deliveries whose last attempt got this HTTP status */
                statusCode?: number;
                /** @description Created before this instant (extension) */
                to?: string;
            };
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                deliveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt is queued */
            202: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryRetryAccepted"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recoverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverWebhookRequest"];
            };
        };
        responses: {
            /** @description The recovery is running */
            202: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RECOVERY_IN_PROGRESS, IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhookRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recoveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recovery */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RotateWebhookSecretRequest"];
            };
        };
        responses: {
            /** @description The new secret */
            200: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the first response is stored 24 h and replayed to the same API key or member; the same value with another body is 409 IDEMPOTENCY_CONFLICT. Each API key and member has values of its own: another key or member of the account sending the same value makes a request of its own */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test event is queued */
            202: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestEventAccepted"];
                };
            };
            /** @description UNAUTHENTICATED */
            401: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description FORBIDDEN, ACCOUNT_SUSPENDED */
            403: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description IDEMPOTENCY_CONFLICT */
            409: {
                headers: {
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "Retry-After"?: number;
                    /** @description Requests allowed in the window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Identifier of this request, for support */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
