"use client";

import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Member = Schemas["Member"];
export type MemberRole = Schemas["MemberRole"];

const allMembers = ["members"] as const;
const pageSize = 100;
const path = (memberId: string) => ({ params: { path: { memberId } } });

/** The account's members, oldest first, a page of 100 at a time. */
export function useMembers() {
  return useInfiniteQuery({
    queryKey: allMembers,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET("/v1/members", { params: { query: { limit: pageSize, startingAfter: pageParam } } })),
    getNextPageParam: (page) => (page.hasMore ? page.members.at(-1)?.memberId : undefined),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allMembers });
}

export function useAddMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Schemas["CreateMemberRequest"]) => unwrap(api.POST("/v1/members", { body })),
    onSuccess: invalidate,
  });
}

export function useChangeRole(memberId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (role: MemberRole) =>
      unwrap(api.PATCH("/v1/members/{memberId}", { ...path(memberId), body: { role } })),
    onSuccess: invalidate,
  });
}

export function useRemoveMember(memberId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/members/{memberId}", path(memberId))),
    onSuccess: invalidate,
  });
}
