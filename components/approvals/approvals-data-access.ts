"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Approval = Schemas["Approval"];
export type ApprovalStatus = Schemas["ApprovalStatus"];
export type ApprovalDecision = Schemas["ApprovalDecision"];
export type Decision = "approve" | "reject";

export const pageSize = 20;
/** The API's largest page: the navigation counts up to this many, and says "100+" past it. */
export const countLimit = 100;
const keys = { all: ["approvals"] as const };
const path = (approvalId: string) => ({ params: { path: { approvalId } } });

/** One page of the inbox in one status, newest first. */
export function useApprovals(status: ApprovalStatus, startingAfter: string | undefined) {
  return useQuery({
    queryKey: [...keys.all, "list", status, startingAfter ?? ""],
    queryFn: () => unwrap(api.GET("/v1/approvals", { params: { query: { status, startingAfter, limit: pageSize } } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many approvals wait, for the navigation: asked once a minute while the tab is visible (react-query pauses
 * the interval in a hidden tab) and again whenever a decision here invalidates the approvals.
 */
export function useAwaitingCount() {
  return useQuery({
    queryKey: [...keys.all, "awaiting-count"],
    staleTime: 30_000,
    refetchInterval: 60_000,
    queryFn: async () => {
      const page = await unwrap(
        api.GET("/v1/approvals", { params: { query: { status: "awaiting", limit: countLimit } } }),
      );
      return { count: page.approvals.length, more: page.hasMore };
    },
  });
}

/** One approval with every recipient and the caller's part in it (maker, decided already). */
export function useApproval(approvalId: string) {
  return useQuery({
    queryKey: [...keys.all, "one", approvalId],
    queryFn: () => unwrap(api.GET("/v1/approvals/{approvalId}", path(approvalId))),
  });
}

/** Approve or reject; the approvals (inbox, count, this one) and the held transaction are asked again after. */
export function useDecide(approvalId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason?: string }) => {
      const body = reason ? { reason } : {};
      return unwrap(
        decision === "approve"
          ? api.POST("/v1/approvals/{approvalId}/approve", { ...path(approvalId), body })
          : api.POST("/v1/approvals/{approvalId}/reject", { ...path(approvalId), body }),
      );
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: keys.all });
      await client.invalidateQueries({ queryKey: ["transactions"] });
    },
  });
}

/** Every address book entry's name by address, read page by page (for the recipients' CSV). */
export async function counterpartyNames(): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  let startingAfter: string | undefined;
  for (;;) {
    const page = await unwrap(api.GET("/v1/counterparties", { params: { query: { limit: 100, startingAfter } } }));
    for (const c of page.counterparties) names.set(c.address, c.name);
    startingAfter = page.counterparties.at(-1)?.counterpartyId;
    if (!page.hasMore || !startingAfter) return names;
  }
}
