import type { PublicKey } from "@solana/web3.js";
import { type AssetSymbol, assets } from "../../assets";
import type { QuoteRow } from "../../db/queries/quotes";
import { AppError } from "../../errors";
import { parseAddress } from "../../ledger/address";
import type { Transfer } from "../../ledger/build-transfer";
import { isServiceWallet } from "../../ledger/service-wallets";
import { formatAmount, parseAmount } from "../../money";
import { addressRefusal } from "./recipient-rules";

type RecipientInput = { address: string; amount: string };

/**
 * The sender of a transaction: a ledger address (a wallet on the ed25519 curve where it must sign), never one of
 * the service's own wallets.
 */
export function parseSender(text: string, options: { mustSign: boolean }): PublicKey {
  const sender = parseAddress(text, { requireOnCurve: options.mustSign });
  if (!sender) {
    throw new AppError("INVALID_ADDRESS", `sender is not a ${options.mustSign ? "wallet" : "ledger"} address`, {
      sender: text,
    });
  }
  if (isServiceWallet(sender)) {
    throw new AppError("INVALID_ADDRESS", "sender is a wallet of this service", {
      sender: text,
      reason: "service_wallet",
    });
  }
  return sender;
}

const maxU64 = 2n ** 64n - 1n;

function parseRecipient(recipient: RecipientInput, index: number, asset: AssetSymbol): Transfer {
  const to = parseAddress(recipient.address);
  if (!to) {
    throw new AppError("INVALID_RECIPIENT", `recipients[${index}].address is not a ledger address`, {
      index,
      address: recipient.address,
    });
  }
  const refused = addressRefusal(to);
  if (refused) {
    throw new AppError("INVALID_RECIPIENT", `recipients[${index}]: ${refused.message}`, {
      index,
      address: recipient.address,
      reason: refused.reason,
    });
  }
  const { decimals } = assets[asset];
  const amount = parseAmount(recipient.amount, decimals);
  if (!amount.ok || amount.units === 0n || amount.units > maxU64) {
    throw new AppError(
      "INVALID_AMOUNT",
      `recipients[${index}].amount must be a positive ${asset} amount with at most ${decimals} decimals`,
      { index, amount: recipient.amount, decimals },
    );
  }
  return { to, amount: amount.units };
}

/** Each recipient at most once: a repeated address is almost always a mistake in a payroll file. */
function refuseDuplicates(transfers: Transfer[]): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const t of transfers) {
    const address = t.to.toBase58();
    if (seen.has(address)) duplicates.add(address);
    seen.add(address);
  }
  if (duplicates.size > 0) {
    const list = [...duplicates];
    throw new AppError("INVALID_RECIPIENT", `${list.length} address(es) appear more than once; merge their amounts`, {
      reason: "duplicate",
      duplicates: list.slice(0, 20),
      duplicateCount: list.length,
    });
  }
}

/**
 * The recipients as transfers of `asset`: wallet addresses the rules of recipient-rules.ts allow (the ledger is asked
 * later, requirePayableRecipients), each once, positive amounts.
 */
export function parseTransfers(recipients: RecipientInput[], asset: AssetSymbol): Transfer[] {
  const transfers = recipients.map((r, index) => parseRecipient(r, index, asset));
  refuseDuplicates(transfers);
  return transfers;
}

/** The recipients' amounts add up to the quoted amount: a quote prices one total. */
export function requireQuotedTotal(transfers: Transfer[], quote: QuoteRow): void {
  const total = transfers.reduce((sum, t) => sum + t.amount, 0n);
  if (total !== quote.inputAmount) {
    const { decimals } = assets[quote.inputAsset];
    throw new AppError("INVALID_AMOUNT", "The recipients' amounts must add up to the quoted amount", {
      quoted: formatAmount(quote.inputAmount, decimals),
      requested: formatAmount(total, decimals),
    });
  }
}

/** A swap's recipient amount is the quoted input amount, to the base unit (the output follows from the quote). */
export function requireSwapInputAmount(quote: QuoteRow, requested: string): void {
  const input = assets[quote.inputAsset];
  const amount = parseAmount(requested, input.decimals);
  if (!amount.ok || amount.units !== quote.inputAmount) {
    throw new AppError("INVALID_AMOUNT", "A swap's amount is the quoted input amount", {
      quoted: formatAmount(quote.inputAmount, input.decimals),
      requested,
    });
  }
}

/** A send pays one recipient (several are a payroll), in either mode. */
export function requireOneSendRecipient(body: { type: string; recipients: unknown[] }): void {
  if (body.type === "send" && body.recipients.length !== 1) {
    throw new AppError("INVALID_RECIPIENT", "A send has exactly one recipient; use payroll for several", {
      recipients: body.recipients.length,
    });
  }
}
