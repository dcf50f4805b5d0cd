"use client";

import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import type { WalletContextState } from "@solana/wallet-adapter-react";
import { type Connection, PublicKey, SystemProgram, Transaction, VersionedTransaction } from "@solana/web3.js";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import { fromBase64, toBase64 } from "../api/base64";
import type { PayrollRow } from "./payroll-csv";

export type Asset = Schemas["AssetSymbol"];
export type Mode = Schemas["Mode"];
/** How a payroll is paid: from the wallet, by a private deposit, or from the private balance (private mode too). */
export type PayWay = Mode | "balance";
export type Quote = Schemas["Quote"];
export type Validation = Schemas["PayrollValidation"];
export type PayrollDetail = Schemas["TransactionDetail"];
export type CreatedPayroll = Schemas["CreatedTransaction"];

/** What the validation reads: every column, names and references included (it checks their length). */
const toRows = (rows: PayrollRow[]) =>
  rows.map(({ address, amount, name, reference }) => ({
    address,
    amount,
    ...(name ? { name } : {}),
    ...(reference ? { reference } : {}),
  }));

/** What a payment carries: addresses and amounts only; names and references stay in the browser. */
const toRecipients = (rows: PayrollRow[]) => rows.map(({ address, amount }) => ({ address, amount }));

/**
 * The server's verdict on the rows (one source of truth for what is wrong). `version` changes with every edit;
 * the rows themselves stay out of the query key, which would hash 10,000 of them on every render.
 */
export function usePayrollValidation(asset: Asset, rows: PayrollRow[], version: number) {
  return useQuery({
    queryKey: ["payroll-validation", asset, version],
    queryFn: async () => {
      const ids = rows.map((r) => r.id);
      const validation = await unwrap(api.POST("/v1/payrolls/validate", { body: { asset, recipients: toRows(rows) } }));
      // Reported rows count from 1 in the list sent: mapped back to the rows' own ids, which edits keep.
      const problems = new Map(validation.rows.map((r) => [ids[r.row - 1]!, r.problems]));
      return { validation, problems };
    },
    enabled: rows.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePayrollQuote() {
  return useMutation({
    mutationFn: (query: { asset: Asset; amount: string; mode: Mode }) =>
      unwrap(
        api.GET("/v1/quote", {
          params: {
            query: { inputAsset: query.asset, outputAsset: query.asset, amount: query.amount, mode: query.mode },
          },
        }),
      ),
  });
}

type PayInput = { quote: Quote; sender: string; rows: PayrollRow[]; wallet: WalletContextState };

/**
 * Wallet mode: the service prepares every ledger transaction the payroll needs, the wallet signs them all with one
 * approval, the service checks and broadcasts them.
 */
export function usePayFromWallet() {
  return useMutation({
    mutationFn: async ({ quote, sender, rows, wallet }: PayInput) => {
      const body = { type: "payroll" as const, quoteId: quote.quoteId, sender, recipients: toRecipients(rows) };
      const prepared = await unwrap(api.POST("/v1/transactions/prepare", { body }));
      const unsigned = (prepared.transactions?.map((t) => t.transaction) ?? [prepared.transaction ?? ""]).map((t) =>
        VersionedTransaction.deserialize(fromBase64(t)),
      );
      if (!wallet.signAllTransactions) throw new Error("This wallet cannot sign several transactions at once");
      const signed = (await wallet.signAllTransactions(unsigned)).map((t) => toBase64(t.serialize()));
      return unwrap(api.POST("/v1/transactions", { body: { ...body, signedTransactions: signed } }));
    },
  });
}

/**
 * Private mode: the service answers with a one-time deposit address, or, `fromBalance`, takes the payroll and its
 * fees from the private balance at once; either way recipients are paid from its pool.
 */
export function useCreatePrivatePayroll() {
  return useMutation({
    mutationFn: ({ quote, sender, rows, fromBalance }: Omit<PayInput, "wallet"> & { fromBalance: boolean }) =>
      unwrap(
        api.POST("/v1/transactions", {
          body: {
            type: "payroll",
            mode: "private",
            ...(fromBalance && { source: "private_balance" as const }),
            quoteId: quote.quoteId,
            sender,
            recipients: toRecipients(rows),
          },
        }),
      ),
  });
}

export function useTokens() {
  return useQuery({
    queryKey: ["tokens"],
    queryFn: () => unwrap(api.GET("/v1/tokens")),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type DepositInput = {
  deposit: { to: string; mint: string | undefined; decimals: number };
  units: bigint;
  wallet: WalletContextState;
  connection: Connection;
};

/** Pays the deposit from the connected wallet: a transfer to the deposit address, its token account opened. */
export function usePayDeposit() {
  return useMutation({
    mutationFn: async ({ deposit, units, wallet, connection }: DepositInput) => {
      if (!wallet.publicKey) throw new Error("Connect a wallet first");
      const payer = wallet.publicKey;
      const to = new PublicKey(deposit.to);
      const transaction = new Transaction();
      if (!deposit.mint) {
        transaction.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: to, lamports: units }));
      } else {
        const mint = new PublicKey(deposit.mint);
        const destination = getAssociatedTokenAddressSync(mint, to, true);
        transaction.add(
          createAssociatedTokenAccountIdempotentInstruction(payer, destination, to, mint),
          createTransferCheckedInstruction(
            getAssociatedTokenAddressSync(mint, payer, true),
            mint,
            destination,
            payer,
            units,
            deposit.decimals,
          ),
        );
      }
      return wallet.sendTransaction(transaction, connection);
    },
  });
}
