"use client";

import { Keypair } from "@solana/web3.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";
import type { Asset } from "./send-data-access";

/** A private-mode quote: the fee a payment from the balance takes besides its amount. */
export function usePrivateQuote() {
  return useMutation({
    mutationFn: (query: { asset: Asset; amount: string }) =>
      unwrap(
        api.GET("/v1/quote", {
          params: {
            query: { inputAsset: query.asset, outputAsset: query.asset, amount: query.amount, mode: "private" },
          },
        }),
      ),
  });
}

/**
 * A private send paid from the account's private balance: the amount and its fees are taken at once (or nothing
 * happens: 422 INSUFFICIENT_BALANCE says what it takes and what is available), and the pool pays the recipient
 * after the random delay. No wallet signs: the sender the API asks for is only what a private payment claims, so a
 * fresh key names nobody.
 */
export function usePayFromBalance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { quote: Schemas["Quote"]; recipient: string }) =>
      unwrap(
        api.POST("/v1/transactions", {
          body: {
            type: "send",
            mode: "private",
            source: "private_balance",
            quoteId: input.quote.quoteId,
            sender: Keypair.generate().publicKey.toBase58(),
            recipients: [{ address: input.recipient, amount: input.quote.inputAmount }],
          },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ["private-balance"] }),
  });
}
