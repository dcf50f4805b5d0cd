import type { FailedTransactionMetadata } from "litesvm";
import { instructionErrorNames, transactionErrorNames } from "./error-names";

export type RpcTxError = string | Record<string, unknown>;

type InstructionErr = { code?: number; toString(): string } | number;

function instructionError(err: InstructionErr): unknown {
  if (typeof err === "number") return instructionErrorNames[err] ?? "GenericError";
  if (typeof err.code === "number") return { Custom: err.code };
  return { BorshIoError: err.toString() };
}

/** A LiteSVM failure in the JSON form a validator returns (`"InsufficientFundsForFee"`, `{InstructionError: [0, {Custom: 1}]}`). */
export function toRpcError(failed: FailedTransactionMetadata): RpcTxError {
  const err = failed.err() as unknown;
  if (typeof err === "number") return transactionErrorNames[err] ?? "SanitizeFailure";
  const e = err as { index?: number; accountIndex?: number; err?: () => InstructionErr; toString(): string };
  if (typeof e.index === "number" && typeof e.err === "function") {
    return { InstructionError: [e.index, instructionError(e.err())] };
  }
  if (typeof e.accountIndex === "number") {
    return e.toString().includes("Rent")
      ? { InsufficientFundsForRent: { account_index: e.accountIndex } }
      : { ProgramExecutionTemporarilyRestricted: { account_index: e.accountIndex } };
  }
  return e.toString();
}

/** The human message a validator puts beside a preflight failure. */
export function describeError(err: RpcTxError): string {
  if (typeof err === "string") return err;
  const ix = err.InstructionError as [number, unknown] | undefined;
  if (ix) {
    const [index, inner] = ix;
    const detail =
      typeof inner === "object" && inner !== null && "Custom" in inner
        ? `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
        : String(inner);
    return `Error processing Instruction ${index}: ${detail}`;
  }
  return JSON.stringify(err);
}
