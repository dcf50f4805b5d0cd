import type { DbOrTx } from "../../../db/client";
import { listLookupTables, touchLookupTables } from "../../../db/queries/lookup-tables";
import { countTransferPrepares, insertPreparedTransfers } from "../../../db/queries/prepared-transfers";
import { messageHash } from "../../../ledger/build-swap";
import { buildTransferLegs } from "../../../ledger/build-transfer-legs";
import { lookupTableAccount } from "../../../ledger/lookup-table-packing";
import { transfersDigest } from "../../../ledger/transfers-digest";
import { checkSenderBalance, senderCostsView } from "./check-balance";
import { refuseOverPrepared } from "./prepare-limit";
import type { TransferRequest } from "./transfer-request";

const base64 = (transaction: { serialize(): Uint8Array }) => Buffer.from(transaction.serialize()).toString("base64");

/**
 * Every unsigned ledger transaction a send or payroll needs, for the wallet to sign at once (signAllTransactions).
 * Each one's message hash is kept with the quote and the recipients it pays, so create can accept a set of signed
 * legs only if each is byte for byte one prepared for its share of the request. `transaction` stays for the
 * one-transaction case, where create also takes `signedTransaction`. The account's lookup tables (recipients paid
 * before) are used where they lower the number of transactions. A sender that cannot pay the amount, the network
 * fees and the rent of the token accounts it opens is refused before anything is handed out to sign.
 */
export async function prepareTransfer(db: DbOrTx, accountId: string, request: TransferRequest) {
  const { quote, sender, transfers } = request;
  refuseOverPrepared(quote.id, await countTransferPrepares(db, quote.id));
  // A table chosen to be closed is never offered: a transaction prepared now must not load a table closed later.
  const tables = (await listLookupTables(db, accountId))
    .filter((table) => table.entries.length > 0 && !table.retiringAt)
    .map((table) => lookupTableAccount(table.address, table.entries));
  const built = await buildTransferLegs(sender, quote.inputAsset, transfers, tables);
  const created = built.legs.reduce((n, leg) => n + leg.tokenAccountsCreated, 0);
  const priority = built.legs.reduce((sum, leg) => sum + leg.priorityFee, 0n);
  await checkSenderBalance(sender, quote.inputAsset, quote.inputAmount, built.legs.length, created, priority);
  // The tables these legs load are in use: an idle one is closed (retire-lookup-tables.ts), one in use is not.
  const loaded = built.legs.flatMap((leg) => leg.transaction.message.addressTableLookups.map((l) => l.accountKey));
  await touchLookupTables(db, [...new Set(loaded.map((key) => key.toBase58()))], new Date());
  await insertPreparedTransfers(
    db,
    built.legs.map((leg) => ({
      messageHash: messageHash(leg.transaction),
      quoteId: quote.id,
      firstRecipient: leg.first,
      recipientCount: leg.count,
      transfersDigest: transfersDigest(transfers.slice(leg.first, leg.first + leg.count)),
      tokenAccountsCreated: leg.tokenAccountsCreated,
    })),
  );
  const transactions = built.legs.map((leg) => ({
    transaction: base64(leg.transaction),
    recipients: { first: leg.first, count: leg.count },
    recipientsNeedingAta: leg.tokenAccountsCreated,
  }));
  return {
    ...(transactions.length === 1 && { transaction: transactions[0]!.transaction }),
    transactions,
    lastValidBlockHeight: built.lastValidBlockHeight,
    lookupTables: built.lookupTables,
    recipientsNeedingAta: built.recipientsNeedingAta,
    senderCosts: senderCostsView(built.legs.length, created, priority),
  };
}
