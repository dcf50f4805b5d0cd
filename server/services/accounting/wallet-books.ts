import { PublicKey } from "@solana/web3.js";
import pMap from "p-map";
import type { AssetSymbol } from "../../assets";
import type { Db } from "../../db/client";
import { finalizedSignatures } from "../../ledger/address-signatures";
import { readDepositBalances } from "../../ledger/deposit-accounts";
import { lamportDelta, unitDelta } from "../../ledger/landed-transactions";
import type { ReadLanded } from "../books/move-costs";
import { readAttributions } from "./attribution";
import type { Finding } from "./finding";
import { type ServiceWallet, serviceWallets } from "./service-wallet-list";
import { type Classified, classify } from "./wallet-movements";

/** One wallet's books per asset: what it holds at finalized, what its history says it should, what came unasked. */
export type WalletBooks = {
  name: string;
  owner: string;
  signatures: number;
  assets: { asset: AssetSymbol; held: bigint; booked: bigint; unsolicited: bigint }[];
};

/** Signatures of one account the books read at most; a longer history is a finding, for an operator. */
const maxHistory = 1_000_000;
/** Accounts whose history is read at once. */
const historiesInFlight = 4;

type Look = { books: WalletBooks; findings: Finding[]; balanced: boolean };

type History = { signatures: string[]; oldest: Map<string, string>; tooLong: string[] };

/** Every finalized signature that touched the wallet or one of its accounts, and each account's oldest one. */
async function readHistory(wallet: ServiceWallet): Promise<History> {
  const history: History = { signatures: [], oldest: new Map(), tooLong: [] };
  const seen = new Set<string>();
  for (const account of wallet.accounts) {
    const listed = await finalizedSignatures(new PublicKey(account.address), maxHistory);
    if (!listed) {
      history.tooLong.push(account.address);
      continue;
    }
    const oldest = listed.at(-1);
    if (oldest) history.oldest.set(account.address, oldest.signature);
    for (const entry of listed) if (!seen.has(entry.signature)) seen.add(entry.signature);
  }
  history.signatures = [...seen];
  return history;
}

/** What an account held before the oldest transaction its history shows (the books start there). */
async function opening(
  wallet: ServiceWallet,
  account: ServiceWallet["accounts"][number],
  history: History,
  read: ReadLanded,
) {
  const oldest = history.oldest.get(account.address);
  const landed = oldest ? await read(oldest) : undefined;
  if (!landed) return undefined;
  if (account.asset === "SOL") return landed.lamports.get(wallet.owner)?.pre ?? 0n;
  return landed.tokenAccounts.get(account.address)?.units.pre ?? 0n;
}

/** One wallet's movements classified, and its balances against them (one look). */
async function lookAt(
  wallet: ServiceWallet,
  history: History,
  attributions: Awaited<ReturnType<typeof readAttributions>>,
  read: ReadLanded,
): Promise<Look> {
  let balanced = true;
  const findings: Finding[] = history.tooLong.map((address) => ({
    transactionId: wallet.transactionId,
    check: `${wallet.name}: the history of ${address} is longer than ${maxHistory} signatures; read it by hand`,
    expected: "read",
    found: "too long",
  }));
  const movements: Classified[] = [];
  for (const signature of history.signatures) {
    const landed = await read(signature);
    if (!landed) {
      findings.push({
        transactionId: wallet.transactionId,
        check: `${wallet.name}: ${signature}`,
        expected: "landed",
        found: "not found",
      });
      continue;
    }
    const deltas = new Map(
      wallet.accounts.map((a) => [
        a.asset,
        a.asset === "SOL" ? lamportDelta(landed, a.address) : unitDelta(landed, a.address),
      ]),
    );
    const classified = classify(wallet, landed, deltas, attributions.get(signature));
    movements.push(classified);
    if (classified.finding) findings.push(classified.finding);
  }
  const held = await readDepositBalances(wallet.accounts, "finalized");
  const assets: WalletBooks["assets"] = [];
  for (const [i, account] of wallet.accounts.entries()) {
    const counted = movements.filter((m) => m.finding === undefined || m.kind === "swap");
    const booked = counted.reduce((sum, m) => sum + (m.deltas.get(account.asset) ?? 0n), 0n);
    const unsolicited = movements
      .filter((m) => m.kind === "unsolicited")
      .reduce((sum, m) => sum + (m.deltas.get(account.asset) ?? 0n), 0n);
    const start = (await opening(wallet, account, history, read)) ?? held[i]!;
    assets.push({ asset: account.asset, held: held[i]!, booked: start + booked, unsolicited });
    if (start + booked !== held[i]) {
      balanced = false;
      findings.push({
        transactionId: wallet.transactionId,
        check: `${wallet.name} ${account.asset}: held against its opening balance and every movement its books count`,
        expected: (start + booked).toString(),
        found: held[i]!.toString(),
      });
    }
  }
  const books = { name: wallet.name, owner: wallet.owner, signatures: history.signatures.length, assets };
  return { books, findings, balanced };
}

/**
 * The books of every wallet the service holds the key of: every transaction the ledger lists for it or its token
 * accounts is one of the service's recorded moves or swaps, or an inflow nobody asked the service to sign (a
 * deposit, a funding, a stranger's dust); any other, the wallet signing or losing anything, is a finding naming its
 * signature. Each balance equals its opening (before the oldest transaction listed) plus the movements counted.
 * Histories are read first, records after (a move is recorded before it is sent), balances last, at finalized; a
 * wallet that moved meanwhile is looked at again, at most three times, as the pool's books are.
 */
export async function checkWalletBooks(
  db: Db,
  read: ReadLanded,
): Promise<{ wallets: WalletBooks[]; findings: Finding[] }> {
  let pending = await serviceWallets(db);
  const done = new Map<string, Look>();
  for (let look = 1; pending.length > 0; look++) {
    const histories = await pMap(pending, readHistory, { concurrency: historiesInFlight });
    const attributions = await readAttributions(db);
    const looked = await pMap(pending, (wallet, i) => lookAt(wallet, histories[i]!, attributions, read), {
      concurrency: historiesInFlight,
    });
    for (const [i, result] of looked.entries()) done.set(pending[i]!.name, result);
    if (look === 3) break;
    // A balance read after a move became final differs from the history read before it: look again.
    pending = pending.filter((_, i) => !looked[i]!.balanced);
    if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const results = [...done.values()];
  return { wallets: results.map((r) => r.books), findings: results.flatMap((r) => r.findings) };
}
