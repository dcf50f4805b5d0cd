"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type AuditEvent = Schemas["AuditEvent"];

/** The audit log's filters (GET /v1/audit-events query parameters) and the page's cursor. */
export type AuditFilter = { action?: string; actor?: string; object?: string; startingAfter?: string };

export const auditPageSize = 25;

export function useAuditEvents(filter: AuditFilter) {
  return useQuery({
    queryKey: ["audit-events", filter],
    queryFn: () => unwrap(api.GET("/v1/audit-events", { params: { query: { ...filter, limit: auditPageSize } } })),
    placeholderData: keepPreviousData,
  });
}
