"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { isSignedOut } from "@/components/api/api-client";

function backToSignIn(error: unknown): void {
  if (!isSignedOut(error)) return;
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}

/** One react-query client for the dashboard; an answer saying the session ended sends the browser to sign in. */
export function DashboardProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: backToSignIn }),
        mutationCache: new MutationCache({ onError: backToSignIn }),
        defaultOptions: {
          // A 4xx will not change by asking again; a network blip may.
          queries: { retry: (count, error) => count < 1 && !(error as { status?: number }).status },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
