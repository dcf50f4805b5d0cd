"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Account = Schemas["Account"];
export type Tier = Schemas["Tier"];
export type AccountStatus = Schemas["AccountStatus"];

const all = ["accounts"] as const;
const path = (accountId: string) => ({ params: { path: { accountId } } });

export function useAccounts(startingAfter: string | undefined) {
  return useQuery({
    queryKey: [...all, "list", startingAfter],
    queryFn: () => unwrap(api.GET("/v1/accounts", { params: { query: { limit: 20, startingAfter } } })),
    placeholderData: keepPreviousData,
  });
}

/** One account with this month's usage against its quota. */
export function useAccountUsage(accountId: string) {
  return useQuery({
    queryKey: [...all, accountId],
    queryFn: () => unwrap(api.GET("/v1/accounts/{accountId}", path(accountId))),
  });
}

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    // One account per submitted form: a double click or a retried request creates one.
    mutationFn: (input: { body: Schemas["CreateAccountRequest"]; idempotencyKey: string }) =>
      unwrap(api.POST("/v1/accounts", { body: input.body, headers: { "idempotency-key": input.idempotencyKey } })),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
}

export function useSetAccountStatus(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: AccountStatus) =>
      unwrap(api.PATCH("/v1/accounts/{accountId}", { ...path(accountId), body: { status } })),
    onSuccess: () => client.invalidateQueries({ queryKey: all }),
  });
}
