"use client";

import { VersionedTransaction } from "@solana/web3.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import { fromBase64, toBase64 } from "../api/base64";

export type Asset = Schemas["AssetSymbol"];
export type Quote = Schemas["Quote"];
export type Balances = Schemas["Balance"];
export type TransactionStatus = Schemas["TransactionDetail"];

export function useBalances(address: string | undefined) {
  return useQuery({
    queryKey: ["balances", address],
    queryFn: () => unwrap(api.GET("/v1/balances/{address}", { params: { path: { address: address ?? "" } } })),
    enabled: Boolean(address),
    refetchInterval: 3_000,
  });
}

export function useFaucet(address: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { asset: Asset; amount: string }) =>
      unwrap(api.POST("/v1/faucet", { body: { address: address ?? "", ...input } })),
    onSuccess: () => setTimeout(() => client.invalidateQueries({ queryKey: ["balances", address] }), 800),
  });
}

export function useQuote() {
  return useMutation({
    mutationFn: (query: { inputAsset: Asset; outputAsset: Asset; amount: string }) =>
      unwrap(api.GET("/v1/quote", { params: { query } })),
  });
}

type SubmitInput = {
  type: "send" | "swap";
  quote: Quote;
  sender: string;
  recipient: string;
  signTransaction: (tx: VersionedTransaction) => Promise<VersionedTransaction>;
};

/** Prepare on the server, sign in the wallet, submit: the browser never holds a key but the wallet's. */
export function useSubmit() {
  return useMutation({
    mutationFn: async ({ type, quote, sender, recipient, signTransaction }: SubmitInput) => {
      const body = {
        type,
        quoteId: quote.quoteId,
        sender,
        recipients: [{ address: type === "swap" ? sender : recipient, amount: quote.inputAmount }],
      };
      const prepared = await unwrap(api.POST("/v1/transactions/prepare", { body }));
      // One recipient always fits one ledger transaction; a payroll of many gets `transactions` instead.
      if (!prepared.transaction) throw new Error("The service prepared more than one transaction for one recipient");
      const signed = await signTransaction(VersionedTransaction.deserialize(fromBase64(prepared.transaction)));
      return unwrap(
        api.POST("/v1/transactions", { body: { ...body, signedTransaction: toBase64(signed.serialize()) } }),
      );
    },
  });
}
