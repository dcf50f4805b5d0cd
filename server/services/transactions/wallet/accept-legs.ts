import type { DbOrTx } from "../../../db/client";
import { findPreparedTransfers, type PreparedTransferRow } from "../../../db/queries/prepared-transfers";
import { AppError, isAppError } from "../../../errors";
import { messageHash } from "../../../ledger/build-swap";
import { decodeSignedTransaction, inspectPreparedTransaction } from "../../../ledger/inspect-transfer";
import { transfersDigest } from "../../../ledger/transfers-digest";
import type { TransferRequest } from "./transfer-request";

/** One checked, signed ledger transaction of a payroll, with the recipients (by position) it pays. */
export type SignedLeg = {
  signature: string;
  wire: Buffer;
  firstRecipient: number;
  recipientCount: number;
  tokenAccountsCreated: number;
};

function refuse(reason: string, message: string, details: Record<string, unknown> = {}): never {
  throw new AppError("INVALID_SIGNATURE", message, { reason, ...details });
}

/** Names the leg in a refusal of one signed transaction, so the client knows which one to look at. */
function naming(index: number, error: unknown): unknown {
  if (!isAppError(error)) return error;
  return new AppError(error.code, `signedTransactions[${index}]: ${error.message}`, { ...error.details, index });
}

/** The legs, ordered by their first recipient, must pay every recipient exactly once. */
function requireEveryRecipientOnce(legs: SignedLeg[], recipients: number): SignedLeg[] {
  const ordered = [...legs].sort((a, b) => a.firstRecipient - b.firstRecipient);
  let next = 0;
  for (const leg of ordered) {
    if (leg.firstRecipient !== next) {
      refuse(
        leg.firstRecipient < next ? "recipients_overlap" : "recipients_missing",
        leg.firstRecipient < next
          ? `Two signed transactions pay recipient ${leg.firstRecipient}; send each prepared transaction once`
          : `No signed transaction pays recipients ${next} to ${leg.firstRecipient - 1}; send every prepared transaction`,
        { recipient: Math.min(next, leg.firstRecipient) },
      );
    }
    next += leg.recipientCount;
  }
  if (next !== recipients) {
    refuse("recipients_missing", `No signed transaction pays recipients ${next} to ${recipients - 1}`, {
      recipient: next,
    });
  }
  return ordered;
}

async function acceptLeg(
  request: TransferRequest,
  base64: string,
  prepared: Map<string, PreparedTransferRow>,
): Promise<SignedLeg> {
  const { transaction, signature } = await inspectPreparedTransaction(base64, request.sender, async (hash) =>
    prepared.has(hash),
  );
  const row = prepared.get(messageHash(transaction))!;
  const share = request.transfers.slice(row.firstRecipient, row.firstRecipient + row.recipientCount);
  if (share.length !== row.recipientCount || transfersDigest(share) !== row.transfersDigest) {
    refuse(
      "transfers_differ",
      `It was prepared for other recipients or amounts than recipients ${row.firstRecipient} to ${row.firstRecipient + row.recipientCount - 1} of this request`,
      { recipients: { first: row.firstRecipient, count: row.recipientCount } },
    );
  }
  return {
    signature,
    wire: Buffer.from(transaction.serialize()),
    firstRecipient: row.firstRecipient,
    recipientCount: row.recipientCount,
    tokenAccountsCreated: row.tokenAccountsCreated,
  };
}

/**
 * The signed legs of a wallet-mode send or payroll: each byte for byte a message prepared under this quote (so
 * its instructions are the service's own), signed by the sender, and prepared for the very recipients and amounts
 * of its share of this request; together they pay every recipient once. A tampered leg is refused, naming it,
 * before anything is recorded or sent.
 */
export async function acceptLegs(db: DbOrTx, request: TransferRequest, signed: string[]): Promise<SignedLeg[]> {
  const hashes = signed.map((base64, index) => {
    try {
      return messageHash(decodeSignedTransaction(base64));
    } catch (error) {
      throw naming(index, error);
    }
  });
  const prepared = new Map<string, PreparedTransferRow>(
    (await findPreparedTransfers(db, request.quote.id, hashes)).map((row) => [row.messageHash, row]),
  );
  const legs: SignedLeg[] = [];
  for (const [index, base64] of signed.entries()) {
    try {
      legs.push(await acceptLeg(request, base64, prepared));
    } catch (error) {
      throw naming(index, error);
    }
  }
  return requireEveryRecipientOnce(legs, request.transfers.length);
}
