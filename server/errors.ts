/**
 * The one error table: every code a client can receive and the HTTP status it answers with
 * (docs/architecture.md, "HTTP contract").
 */
export const errorStatus = {
  INVALID_REQUEST: 400,
  INVALID_ASSET: 400,
  AMOUNT_TOO_SMALL: 400,
  INVALID_AMOUNT: 400,
  INVALID_ADDRESS: 400,
  INVALID_RECIPIENT: 400,
  INVALID_SIGNATURE: 400,
  INVALID_QUOTE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  UNAUTHORIZED: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_A_MEMBER: 403,
  SELF_APPROVAL: 403,
  NOT_FOUND: 404,
  TRANSACTION_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  PAYMENT_REQUEST_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  COUNTERPARTY_NOT_FOUND: 404,
  POLICY_NOT_FOUND: 404,
  APPROVAL_NOT_FOUND: 404,
  SCHEDULE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CANNOT_CANCEL: 409,
  ALREADY_PROCESSED: 409,
  IDEMPOTENCY_CONFLICT: 409,
  RECOVERY_IN_PROGRESS: 409,
  PAYMENT_REQUEST_NOT_OPEN: 409,
  CANNOT_SUSPEND_OPERATOR: 409,
  ACCOUNT_CHOICE_REQUIRED: 409,

  LAST_ADMIN: 409,
  MEMBER_ADDRESS_TAKEN: 409,
  COUNTERPARTY_ADDRESS_TAKEN: 409,
  APPROVAL_REQUIRED: 409,
  APPROVAL_NOT_AWAITING: 409,
  APPROVAL_ALREADY_DECIDED: 409,
  APPROVAL_NOT_APPROVED: 409,
  APPROVAL_USED: 409,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INSUFFICIENT_BALANCE: 422,
  INSUFFICIENT_LIQUIDITY: 422,
  SLIPPAGE_EXCEEDED: 422,
  SWAP_VOLUME_EXCEEDED: 422,
  TOO_MANY_OPEN_DEPOSITS: 422,
  TOO_MANY_MEMBERS: 422,
  TOO_MANY_COUNTERPARTIES: 422,
  SPENDING_LIMIT_EXCEEDED: 422,
  TOO_MANY_POLICIES: 422,
  TOO_MANY_SCHEDULES: 422,
  POLICY_REFUSED: 422,
  APPROVAL_MISMATCH: 422,
  RATE_LIMIT_EXCEEDED: 429,
  ROUTING_UNAVAILABLE: 503,
  PRICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export type ErrorDetails = Record<string, unknown>;

/** A failure the client can act on. Services throw it; the HTTP layer answers with its code's status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
