"use client";

import type { ReactNode } from "react";
import { ApiError } from "@/components/api/api-client";

/** What went wrong, where the data would have been: a refused permission reads as such, never as a crash. */
export function QueryError({ error, what }: { error: unknown; what: string }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div role="alert" className="rounded-lg border border-zinc-200 bg-white p-6 text-sm text-zinc-700" data-forbidden>
        <p className="font-medium text-zinc-900">Your key may not see {what}.</p>
        <p className="mt-1">{error.message}. Sign in with a key that has it.</p>
      </div>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const requestId = error instanceof ApiError ? error.requestId : null;
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-6 text-sm text-rose-800">
      <p className="font-medium">Could not load {what}.</p>
      <p className="mt-1">{message}</p>
      {requestId ? <p className="mt-1 font-mono text-xs">Request {requestId}</p> : null}
    </div>
  );
}

/** The message of a failed action, for a toast. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "Something went wrong";
}

/** A query's data when it came, its error where the data would have been, and a loading line until then. */
export function QueryView<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <QueryError error={query.error} what={what} />;
  if (query.data === undefined) return <p className="text-sm text-zinc-600">Loading…</p>;
  return children(query.data);
}
