"use client";

import { useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { rememberCsrfToken } from "@/components/api/api-client";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { landingPath } from "./landing-path";

type SignIn = { apiKey: string } | { link: string };

async function requestSession(body: SignIn): Promise<{ csrfToken?: string; error?: { message: string } }> {
  const response = await fetch("/api/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { csrfToken?: string; error?: { message: string } };
  return response.ok ? answer : { error: answer.error ?? { message: "Sign-in failed" } };
}

/** The one-time link's token, from the URL's fragment (`/login#link=…`), which never reaches a server's logs. */
function takeLinkToken(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("link") ?? undefined;
  if (token) window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return token;
}

/** Sign in with an API key or a one-time link: the server keeps the key; the browser gets an httpOnly cookie. */
export function LoginForm() {
  const requested = useSearchParams().get("next");
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linkTried = useRef(false);

  async function signIn(body: SignIn) {
    setBusy(true);
    setError(null);
    const answer = await requestSession(body);
    if (!answer.csrfToken) {
      setBusy(false);
      return setError(answer.error?.message ?? "Sign-in failed");
    }
    rememberCsrfToken(answer.csrfToken);
    // A full navigation, not router.push: the client router may hold the redirect to /login it got from a prefetch
    // made while signed out (the header's Dashboard link) and would replay it, leaving the browser here.
    window.location.assign(landingPath(requested, window.location.origin));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a link is tried when the page opens, and again when one is opened in this tab later
  useEffect(() => {
    const tryLink = () => {
      const link = takeLinkToken();
      if (link) void signIn({ link });
    };
    if (!linkTried.current) {
      linkTried.current = true;
      tryLink();
    }
    // A sign-in link opened while /login is already open in this tab changes only the fragment: no page load.
    window.addEventListener("hashchange", tryLink);
    return () => window.removeEventListener("hashchange", tryLink);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void signIn({ apiKey: apiKey.trim() });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="api-key">API key</Label>
        <Input
          id="api-key"
          name="apiKey"
          type="password"
          autoComplete="off"
          placeholder="psk_test_…"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          required
        />
        <p className="text-xs text-zinc-600">
          The key stays on the server; this browser gets a 12-hour session. On a fresh <code>npm start</code>, the
          sign-in link it prints signs you in with one click.
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || apiKey.trim() === ""}>
        {busy ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
