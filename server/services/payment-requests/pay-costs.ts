import { PublicKey } from "@solana/web3.js";
import type { z } from "zod";
import { type AssetSymbol, assets } from "../../assets";
import type { payCostsSchema } from "../../contracts/payment-requests";
import type { Db } from "../../db/client";
import { findPaymentRequest, type PaymentRequestRow } from "../../db/queries/payment-requests";
import type { QuoteRow } from "../../db/queries/quotes";
import { missingTokenAccounts } from "../../ledger/build-transfer";
import { formatAmount } from "../../money";
import { lamportsPerSignature, tokenAccountRentLamports } from "../../pricing";
import { pricedColumns } from "../quotes/price-row";
import { ledgerOrUnavailable } from "../transactions/private/shared/ledger-or-unavailable";
import { paymentCharges } from "../transactions/private/shared/payment-charges";
import { requireFound, requireOpen, requireTakingPayments } from "./shared/payment-request-rules";

type PayCosts = z.infer<typeof payCostsSchema>;
type Line = PayCosts["lines"][number];

const line = (kind: Line["kind"], units: bigint, asset: AssetSymbol, paidBy: Line["paidBy"]): Line => ({
  kind,
  amount: formatAmount(units, assets[asset].decimals),
  asset,
  paidBy,
});

function totalsOf(lines: Line[], units: Map<AssetSymbol, bigint>): PayCosts["totals"] {
  const order = [...new Set(lines.map((l) => l.asset))];
  return order.map((asset) => ({ asset, amount: formatAmount(units.get(asset) ?? 0n, assets[asset].decimals) }));
}

/**
 * The quote the payment would be made under, priced now and never written: a public page asking what paying costs
 * must not leave a row behind each time (the deposit and the transaction request each write their own).
 */
async function unsavedQuote(db: Db, row: PaymentRequestRow): Promise<QuoteRow> {
  const now = new Date();
  const base = {
    inputAsset: row.asset,
    outputAsset: row.asset,
    inputAmount: row.amount,
    mode: row.mode,
    slippageBps: 100,
  };
  return {
    ...base,
    ...(await pricedColumns(db, row.accountId, base, now)),
    id: "quote_estimate",
    accountId: row.accountId,
    refreshedAt: null,
    usedAt: null,
    usedByTransactionId: null,
    createdAt: now,
  };
}

/** Private mode: the deposit's parts, as the deposit address would be made with them now (payment-charges.ts). */
async function privateLines(db: Db, row: PaymentRequestRow, recipient: PublicKey) {
  const quote = await unsavedQuote(db, row);
  const charges = await paymentCharges(db, quote, [{ to: recipient, amount: row.amount }]);
  const lines = [
    line("payment", row.amount, row.asset, "deposit"),
    line("fee", quote.fee + charges.payoutNetwork, row.asset, "deposit"),
    ...(charges.newTokenAccounts > 0 ? [line("token_account_rent", charges.ataRent, row.asset, "deposit")] : []),
  ];
  return { lines, units: new Map([[row.asset, charges.total]]), missing: charges.newTokenAccounts > 0 };
}

/**
 * Wallet mode: the payment from the payer's wallet, and in SOL the network's fee and, for a recipient without the
 * asset's token account, its rent (the payer's transaction creates it, prepare-transfer.ts).
 */
async function walletLines(db: Db, row: PaymentRequestRow, recipient: PublicKey) {
  const quote = await unsavedQuote(db, row);
  const missing = (await ledgerOrUnavailable(() => missingTokenAccounts(row.asset, [recipient]))).size > 0;
  const network = quote.feeNetworkLamports ?? lamportsPerSignature;
  const rent = missing ? tokenAccountRentLamports : 0n;
  const lines = [
    line("payment", row.amount, row.asset, "wallet"),
    line("network_fee", network, "SOL", "wallet"),
    ...(missing ? [line("token_account_rent", rent, "SOL", "wallet")] : []),
  ];
  const units = new Map<AssetSymbol, bigint>([["SOL", network + rent]]);
  units.set(row.asset, (units.get(row.asset) ?? 0n) + row.amount);
  return { lines, units, missing };
}

/**
 * GET /api/pay/{id}/costs: what paying an open request costs its payer, each part in the asset that pays it, before
 * anything is signed or a deposit address is made. Nothing is written; the private deposit's amount is fixed when its
 * address is made, at the prices of that moment.
 */
export async function payCosts(db: Db, id: string): Promise<PayCosts> {
  const found = requireFound(await findPaymentRequest(db, undefined, id), id);
  const row = await requireTakingPayments(db, requireOpen(found));
  const mode = row.mode;
  const recipient = new PublicKey(row.recipient);
  const { lines, units, missing } =
    mode === "private" ? await privateLines(db, row, recipient) : await walletLines(db, row, recipient);
  return {
    paymentRequestId: row.id,
    mode,
    lines,
    totals: totalsOf(lines, units),
    recipientHasTokenAccount: row.asset === "SOL" ? null : !missing,
  };
}
