"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { ApiError, isSignedOut } from "@/components/api/api-client";
import type { BrowserConfig } from "@/server/contracts/browser-config";

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

/**
 * One react-query client for the dashboard; an answer saying the session ended sends the browser to sign in.
 * `config`, when the server rendering the page passes it, is the browser config (useConfig) from the start: the
 * wallet pages then render without first waiting for GET /api/config.
 */
export function DashboardProviders({ children, config }: { children: ReactNode; config?: BrowserConfig }) {
  const [client] = useState(() => {
    const created = new QueryClient({
      queryCache: new QueryCache({ onError: backToSignIn }),
      mutationCache: new MutationCache({ onError: backToSignIn }),
      defaultOptions: {
        // A 4xx will not change by asking again; a network blip may.
        queries: { retry: (count, error) => count < 1 && !(error as { status?: number }).status },
      },
    });
    if (config) created.setQueryData(["config"], config);
    return created;
  });
  useEffect(() => {
    window.addEventListener("unhandledrejection", quietShownApiErrors);
    return () => window.removeEventListener("unhandledrejection", quietShownApiErrors);
  }, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
