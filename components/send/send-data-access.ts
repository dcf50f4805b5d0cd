"use client";

import { VersionedTransaction } from "@solana/web3.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/components/api/api-client";

export type Asset = "SOL" | "USDC" | "USDT";
export type Quote = {
  quoteId: string;
  inputAsset: Asset;
  outputAsset: Asset;
  inputAmount: string;
  outputAmount: string;
  minOutputAmount: string;
  priceImpact: number;
  fee: string;
  expiresAt: string;
};
export type Balances = {
  address: string;
  sol: string;
  tokens: { symbol: string | null; mint: string; balance: string }[];
};
export type TransactionStatus = {
  transactionId: string;
  status: string;
  signature: string | null;
  blockTime: number | null;
};

export function useBalances(address: string | undefined) {
  return useQuery({
    queryKey: ["balances", address],
    queryFn: () => api<Balances>(`/v1/balances/${address}`),
    enabled: Boolean(address),
    refetchInterval: 3_000,
  });
}

export function useFaucet(address: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { asset: Asset; amount: string }) =>
      api("/v1/faucet", { method: "POST", body: { address, ...input } }),
    onSuccess: () => setTimeout(() => client.invalidateQueries({ queryKey: ["balances", address] }), 800),
  });
}

export function useQuote() {
  return useMutation({
    mutationFn: (input: { inputAsset: Asset; outputAsset: Asset; amount: string }) =>
      api<Quote>(`/v1/quote?${new URLSearchParams(input).toString()}`),
  });
}

type SubmitInput = {
  type: "send" | "swap";
  quote: Quote;
  sender: string;
  recipient: string;
  signTransaction: (tx: VersionedTransaction) => Promise<VersionedTransaction>;
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

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
      const prepared = await api<{ transaction: string }>("/v1/transactions/prepare", { method: "POST", body });
      const signed = await signTransaction(VersionedTransaction.deserialize(fromBase64(prepared.transaction)));
      return api<{ transactionId: string; signature: string }>("/v1/transactions", {
        method: "POST",
        body: { ...body, signedTransaction: toBase64(signed.serialize()) },
      });
    },
  });
}

export function useTransactionStatus(transactionId: string | undefined) {
  return useQuery({
    queryKey: ["transaction", transactionId],
    queryFn: () => api<TransactionStatus>(`/v1/transactions/${transactionId}`),
    enabled: Boolean(transactionId),
    refetchInterval: (query) =>
      ["completed", "failed", "cancelled"].includes(query.state.data?.status ?? "") ? false : 1_000,
  });
}
