"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError, isSignedOut } from "@/components/api/api-client";

function backToSignIn(error: unknown): void {
  if (!isSignedOut(error)) return;
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}

/**
 * A refused API call awaited through `mutateAsync` rejects a second time after react-query stored it as the
 * mutation's error, which the page shows (ErrorLine, a toast). That second copy is not a crash: it is not reported
 * as an uncaught error. Any other rejection still is.
 */
function quietShownApiErrors(event: PromiseRejectionEvent): void {
  if (event.reason instanceof ApiError) event.preventDefault();
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
  useEffect(() => {
    window.addEventListener("unhandledrejection", quietShownApiErrors);
    return () => window.removeEventListener("unhandledrejection", quietShownApiErrors);
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
