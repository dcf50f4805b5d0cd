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
