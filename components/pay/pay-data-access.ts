"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { z } from "zod";
import type {
  payCostsSchema,
  payDepositSchema,
  payDetailsSchema,
  paySubmittedSchema,
  payTransactionSchema,
} from "@/server/contracts/payment-requests";

/** GET /api/pay/{id}/details: what the payer may see of a request (no metadata, no account). */
export type PayDetails = z.infer<typeof payDetailsSchema>;
/** POST /api/pay/{id}/deposit: the one-time address a private request is paid to, and what makes up its amount. */
export type PayDeposit = z.infer<typeof payDepositSchema>;
export type Submitted = z.infer<typeof paySubmittedSchema>;
/** GET /api/pay/{id}/costs: each part of what paying costs, in the asset that pays it. */
export type PayCosts = z.infer<typeof payCostsSchema>;

/** A refusal in the API's one error shape, or a network failure (status 0). */
export class PayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "PayError";
  }
}

/**
 * The hosted page's calls: plain fetch, no key and no session (the link is the capability), and errors in the API's
 * one shape. Neither the generated client nor the dashboard's api-client is used: the page would load them (and the
 * session's CSRF handling) for four paths.
 */
export async function payCall<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  }).catch(() => {
    throw new PayError(0, "NETWORK_ERROR", "The service could not be reached: check the connection");
  });
  const answer = (await response.json().catch(() => undefined)) as
    | (T & { error?: { code: string; message: string; details?: Record<string, unknown> } })
    | undefined;
  if (response.ok && answer) return answer;
  throw new PayError(
    response.status,
    answer?.error?.code ?? "INTERNAL_ERROR",
    answer?.error?.message ?? `The service answered ${response.status}: try again in a moment`,
    answer?.error?.details ?? {},
  );
}

const payPath = (id: string) => `/api/pay/${encodeURIComponent(id)}`;
export const detailsKey = (id: string) => ["pay-details", id];

/**
 * The request as the payer sees it, asked again every 3 s while it is open (and the tab is shown), so a payment from a
 * phone shows too. Every 3 s stays well inside the per-address limit of the public routes (60 a minute).
 */
export function usePayDetails(id: string, initial: PayDetails) {
  return useQuery({
    queryKey: detailsKey(id),
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
    queryFn: () => payCall<PayDetails>(`${payPath(id)}/details`),
    refetchInterval: (query) => (query.state.data?.status === "open" ? 3_000 : false),
    retry: (count, error) => count < 2 && !(error instanceof PayError && error.status >= 400),
  });
}

/**
 * What paying an open request costs, asked when its page shows and again every minute (prices move): shown before the payer
 * signs or asks for a deposit address.
 */
export function usePayCosts(id: string) {
  return useQuery({
    queryKey: ["pay-costs", id],
    queryFn: () => payCall<PayCosts>(`${payPath(id)}/costs`),
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: (count, error) => count < 2 && !(error instanceof PayError && error.status >= 400),
  });
}

const depositKey = (id: string) => `pay-deposit:${id}`;

/** The deposit this browser was given for the request, while it can still be paid (kept across a reload). */
function rememberedDeposit(id: string): PayDeposit | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(depositKey(id)) ?? "null") as PayDeposit | null;
    // A deposit kept by an earlier version of the page has only the former name of its deadline.
    const deadline = kept?.depositDeadline ?? kept?.expiresAt;
    return kept && deadline && Date.parse(deadline) > Date.now() ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A private request's deposit. The browser keeps the one it was given: a payer who reloads after sending must see
 * the address they paid, not a button that makes another (the service gives an anonymous payer a new one).
 */
export function useDeposit(id: string) {
  const [kept, setKept] = useState<PayDeposit>();
  useEffect(() => setKept(rememberedDeposit(id)), [id]);
  const mutation = useMutation({
    mutationFn: (account?: string) => payCall<PayDeposit>(`${payPath(id)}/deposit`, account ? { account } : {}),
    onSuccess: (deposit) => {
      try {
        localStorage.setItem(depositKey(id), JSON.stringify(deposit));
      } catch {
        // Storage refused (private browsing): the deposit stays on screen until the page is left.
      }
    },
  });
  return { ...mutation, data: mutation.data ?? kept };
}

/** The transaction the payer's wallet signs (Solana Pay's transaction request, as phone wallets ask for it). */
export const requestTransaction = (id: string, account: string) =>
  payCall<z.infer<typeof payTransactionSchema>>(payPath(id), { account });

/** The signed transaction, for the service to check against the request and broadcast. */
export const submitSigned = (id: string, signedTransaction: string) =>
  payCall<Submitted>(`${payPath(id)}/submit`, { signedTransaction });

/** After the wallet's part: the details are asked for at once rather than at the next poll. */
export function useRefreshDetails(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: detailsKey(id) });
}

/** Test mode (embedded devnet): fills the payer's wallet with what paying this request takes. */
export function usePayFaucet(id: string) {
  return useMutation({
    mutationFn: (account: string) =>
      payCall<{ account: string; funded: { asset: string; amount: string }[] }>(`${payPath(id)}/faucet`, { account }),
  });
}
