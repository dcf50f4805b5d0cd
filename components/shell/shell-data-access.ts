"use client";

import { useMutation } from "@tanstack/react-query";

/** Ends the session (the cookie is cleared by the server) and goes to the sign-in page. */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await fetch("/api/session", { method: "DELETE", credentials: "same-origin" });
    },
    onSettled: () => window.location.assign("/login"),
  });
}
