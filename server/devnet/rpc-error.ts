/** A JSON-RPC error with a validator's code (-32602 invalid params, -32002 preflight failure, ...). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A validator's answer to a send its checks refuse before running it: nothing lands and no fee is taken. */
export function preflightFailure(err: string, description: string): RpcError {
  return new RpcError(-32002, `Transaction simulation failed: ${description}`, {
    err,
    logs: [],
    accounts: null,
    unitsConsumed: 0,
  });
}
