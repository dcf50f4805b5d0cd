"use client";

import { PublicKey, VersionedTransaction } from "@solana/web3.js";
import { useMutation } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import { fromBase64, toBase64 } from "../api/base64";

export type Asset = Schemas["AssetSymbol"];
export type Quote = Schemas["Quote"];
export type Prepared = Schemas["PreparedTransaction"];
export type TransactionStatus = Schemas["TransactionDetail"];

/** What prepare and create both take: the quote, who pays, who is paid. */
export type TransferBody = {
  type: "send" | "swap";
  quoteId: string;
  sender: string;
  recipients: { address: string; amount: string }[];
};

/** A ledger address as the payroll page checks them: base58 of 32 bytes, written the one way it encodes. */
export function isLedgerAddress(text: string): boolean {
  try {
    return new PublicKey(text).toBase58() === text;
  } catch {
    return false;
  }
}

export function transferBody(type: "send" | "swap", quote: Quote, sender: string, recipient: string): TransferBody {
  const address = type === "swap" ? sender : recipient;
  return { type, quoteId: quote.quoteId, sender, recipients: [{ address, amount: quote.inputAmount }] };
}

export function useQuote() {
  return useMutation({
    mutationFn: (query: { inputAsset: Asset; outputAsset: Asset; amount: string }) =>
      unwrap(api.GET("/v1/quote", { params: { query } })),
  });
}

/**
 * The unsigned transaction, asked for as soon as there is a quote: the service refuses a wallet that cannot pay
 * (INSUFFICIENT_BALANCE) and tells what it pays in SOL (network fee, rent) before the wallet is asked anything.
 */
export function usePrepare() {
  return useMutation({
    mutationFn: (body: TransferBody) => unwrap(api.POST("/v1/transactions/prepare", { body })),
  });
}

type SubmitInput = {
  body: TransferBody;
  prepared: Prepared;
  signTransaction: (tx: VersionedTransaction) => Promise<VersionedTransaction>;
};

/** Sign the prepared transaction in the wallet, submit it: the browser never holds a key but the wallet's. */
export function useSubmit() {
  return useMutation({
    mutationFn: async ({ body, prepared, signTransaction }: SubmitInput) => {
      // One recipient always fits one ledger transaction; a payroll of many gets `transactions` instead.
      if (!prepared.transaction) throw new Error("The service prepared more than one transaction for one recipient");
      const signed = await signTransaction(VersionedTransaction.deserialize(fromBase64(prepared.transaction)));
      return unwrap(
        api.POST("/v1/transactions", { body: { ...body, signedTransaction: toBase64(signed.serialize()) } }),
      );
    },
  });
}
