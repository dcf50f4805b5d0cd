"use client";

import { VersionedTransaction } from "@solana/web3.js";
import { useMutation } from "@tanstack/react-query";
import { fromBase64, toBase64 } from "@/components/api/base64";
import { requestTransaction, submitSigned } from "./pay-data-access";

type PayInput = {
  account: string;
  signTransaction: (tx: VersionedTransaction) => Promise<VersionedTransaction>;
};

/**
 * Pay with one approval: the service builds the transaction for this payer (the same one a phone wallet gets from
 * the Solana Pay link), the wallet signs it, the service checks it against the request and broadcasts it.
 */
export function useWalletPay(id: string, onSubmitted: () => void) {
  return useMutation({
    mutationFn: async ({ account, signTransaction }: PayInput) => {
      const { transaction } = await requestTransaction(id, account);
      const signed = await signTransaction(VersionedTransaction.deserialize(fromBase64(transaction)));
      return submitSigned(id, toBase64(signed.serialize()));
    },
    onSuccess: onSubmitted,
  });
}
