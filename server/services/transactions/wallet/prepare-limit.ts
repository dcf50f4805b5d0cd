import { AppError } from "../../../errors";

/** A quote lives 30 s; a wallet that needs more fresh blockhashes than this within it is misbehaving. */
const maxPreparesPerQuote = 20;

/** INVALID_QUOTE once a quote was prepared `prepares` times already. */
export function refuseOverPrepared(quoteId: string, prepares: number): void {
  if (prepares < maxPreparesPerQuote) return;
  throw new AppError("INVALID_QUOTE", `Quote ${quoteId} was prepared too often; get a new quote`, {
    quoteId,
    reason: "prepare_limit",
    maxPrepares: maxPreparesPerQuote,
  });
}
