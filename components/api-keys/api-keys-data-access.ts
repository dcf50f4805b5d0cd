"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type ApiKey = Schemas["ApiKey"];
export type Permission = Schemas["Permission"];

const allKeys = ["api-keys"] as const;
const path = (keyId: string) => ({ params: { path: { keyId } } });

export function useApiKeys() {
  return useQuery({ queryKey: allKeys, queryFn: () => unwrap(api.GET("/v1/api-keys")) });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allKeys });
}

export function useCreateApiKey() {
  const invalidate = useInvalidate();
  return useMutation({
    // One key per submitted form: a double click or a retried request creates one API key.
    mutationFn: (input: { body: Schemas["CreateApiKeyRequest"]; idempotencyKey: string }) =>
      unwrap(api.POST("/v1/api-keys", { body: input.body, headers: { "idempotency-key": input.idempotencyKey } })),
    onSuccess: invalidate,
  });
}

export function useRotateApiKey(keyId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (gracePeriodSeconds: number) =>
      unwrap(api.POST("/v1/api-keys/{keyId}/rotate", { ...path(keyId), body: { gracePeriodSeconds } })),
    onSuccess: invalidate,
  });
}

export function useRevokeApiKey(keyId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/api-keys/{keyId}", path(keyId))),
    onSuccess: invalidate,
  });
}
