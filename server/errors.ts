export const errorCodes = [
  "INVALID_REQUEST",
  "INVALID_ASSET",
  "AMOUNT_TOO_SMALL",
  "INVALID_AMOUNT",
  "INVALID_ADDRESS",
  "INVALID_RECIPIENT",
  "INVALID_SIGNATURE",
  "INVALID_QUOTE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "UNAUTHORIZED",
  "NOT_FOUND",
  "TRANSACTION_NOT_FOUND",
  "QUOTE_NOT_FOUND",
  "WEBHOOK_NOT_FOUND",
  "CANNOT_CANCEL",
  "ALREADY_PROCESSED",
  "IDEMPOTENCY_CONFLICT",
  "INSUFFICIENT_BALANCE",
  "INSUFFICIENT_LIQUIDITY",
  "SLIPPAGE_EXCEEDED",
  "RATE_LIMIT_EXCEEDED",
  "ROUTING_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ErrorDetails = Record<string, unknown>;

/** A failure the client can act on. Services throw it; the HTTP layer maps its code to a status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
