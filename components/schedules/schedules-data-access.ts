"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Schemas } from "@/client";
import { api, unwrap } from "@/components/api/api-client";

export type Schedule = Schemas["Schedule"];
export type ScheduleDetail = Schemas["ScheduleDetail"];
export type ScheduleRun = Schemas["ScheduleRun"];
export type CreateSchedule = Schemas["CreateScheduleRequest"];
export type UpdateSchedule = Schemas["UpdateScheduleRequest"];

const allSchedules = ["schedules"] as const;
const pageSize = 100;
const path = (scheduleId: string) => ({ params: { path: { scheduleId } } });

/** The account's schedules, oldest first, a page of 100 at a time; asked again each minute, as next runs pass. */
export function useSchedules() {
  return useInfiniteQuery({
    queryKey: allSchedules,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.GET("/v1/schedules", { params: { query: { limit: pageSize, startingAfter: pageParam } } })),
    getNextPageParam: (page) => (page.hasMore ? page.schedules.at(-1)?.scheduleId : undefined),
    refetchInterval: 60_000,
  });
}

/**
 * One schedule with its payment (every recipient), its next due times and its latest runs; asked again every half
 * minute while open, so a run made meanwhile shows up (the due-time scan runs once a minute).
 */
export function useSchedule(scheduleId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...allSchedules, scheduleId],
    queryFn: () => unwrap(api.GET("/v1/schedules/{scheduleId}", path(scheduleId))),
    refetchInterval: 30_000,
    enabled: options.enabled ?? true,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: allSchedules });
}

export function useCreateSchedule() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateSchedule) => unwrap(api.POST("/v1/schedules", { body })),
    onSuccess: invalidate,
  });
}

/** Pause, resume, skip the next due time (or any other change the API takes). */
export function useUpdateSchedule(scheduleId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateSchedule) =>
      unwrap(api.PATCH("/v1/schedules/{scheduleId}", { ...path(scheduleId), body })),
    onSuccess: invalidate,
  });
}

export function useDeleteSchedule(scheduleId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/v1/schedules/{scheduleId}", path(scheduleId))),
    onSuccess: invalidate,
  });
}
