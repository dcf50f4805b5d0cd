"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { type FormEvent, useState } from "react";
import { rememberCsrfToken } from "@/components/api/api-client";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";

/** Sign in with an API key: the server keeps it; the browser gets an httpOnly session cookie. */
export function LoginForm() {
  const router = useRouter();
  const next = useSearchParams().get("next") ?? "/send";
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const response = await fetch("/api/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ apiKey: apiKey.trim() }),
    });
    const body = (await response.json()) as { csrfToken?: string; error?: { message: string } };
    setBusy(false);
    if (!response.ok || !body.csrfToken) return setError(body.error?.message ?? "Sign-in failed");
    rememberCsrfToken(body.csrfToken);
    router.push(next);
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
        <p className="text-xs text-zinc-500">The key stays on the server; this browser gets a 12-hour session.</p>
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
