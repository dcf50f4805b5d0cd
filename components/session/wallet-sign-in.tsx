"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { rememberCsrfToken } from "@/components/api/api-client";
import { DashboardProviders } from "@/components/shell/dashboard-providers";
import { Button } from "@/components/ui/button";
import { Short } from "@/components/ui/short";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { WalletProviders } from "@/components/wallet/wallet-providers";
import type { AccountChoiceView } from "@/server/contracts/sessions";
import { AccountChooser, type Chosen } from "./account-chooser";
import { landingPath } from "./landing-path";
import {
  accountChoice,
  base64,
  requestChallenge,
  requestWalletSession,
  type WalletSignInBody,
} from "./wallet-sign-in-data-access";

/**
 * The wallet signs the service's challenge: with the Wallet Standard `signIn` feature when it has it (the wallet
 * shows a sign-in, not a bare message), with `signMessage` otherwise.
 */
function WalletSignInButton() {
  const requested = useSearchParams().get("next");
  const { publicKey, signIn, signMessage } = useWallet();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The signed message waits here while the wallet chooses an account: the same one signs in to the account chosen.
  const [choosing, setChoosing] = useState<{ signed: WalletSignInBody; choice: AccountChoiceView } | null>(null);

  async function open(body: WalletSignInBody) {
    const session = await requestWalletSession(body);
    if (!session.ok) {
      const choice = accountChoice(session);
      if (choice) return setChoosing({ signed: body, choice });
      setChoosing(null);
      return setError(session.message);
    }
    rememberCsrfToken(session.value.csrfToken);
    window.location.assign(landingPath(requested, window.location.origin));
  }

  async function choose(chosen: Chosen) {
    if (!choosing) return;
    setBusy(true);
    setError(null);
    try {
      await open({ ...choosing.signed, ...chosen });
    } catch {
      setError("The sign-in did not reach the service; try again");
    } finally {
      setBusy(false);
    }
  }

  async function signInWithWallet(address: string) {
    const challenge = await requestChallenge(address);
    if (!challenge.ok) return setError(challenge.message);
    let signed: { message: string; signature: Uint8Array };
    if (signIn) {
      const output = await signIn(challenge.value.input);
      signed = { message: new TextDecoder().decode(output.signedMessage), signature: output.signature };
    } else if (signMessage) {
      const message = challenge.value.message;
      signed = { message, signature: await signMessage(new TextEncoder().encode(message)) };
    } else {
      return setError("This wallet cannot sign messages; choose another wallet or sign in with an API key");
    }
    await open({ address, ...signed, signature: base64(signed.signature) });
  }

  async function run() {
    if (!publicKey) return;
    setBusy(true);
    setError(null);
    setChoosing(null);
    try {
      await signInWithWallet(publicKey.toBase58());
    } catch (cause) {
      setError(cause instanceof Error ? `The wallet did not sign: ${cause.message}` : "The wallet did not sign");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <ConnectWalletButton />
        {publicKey ? (
          <Button onClick={() => void run()} disabled={busy}>
            {busy ? "Signing in…" : "Sign in with wallet"}
          </Button>
        ) : null}
      </div>
      {publicKey ? (
        <p className="text-xs text-zinc-600" data-sign-in-wallet={publicKey.toBase58()}>
          Wallet <Short value={publicKey.toBase58()} keep={4} />: an admin of your account invites it, and signing in
          accepts.
        </p>
      ) : (
        <p className="text-xs text-zinc-600">Choose your wallet, then sign in with it: no password, no key to paste.</p>
      )}
      {choosing ? <AccountChooser choice={choosing.choice} busy={busy} onChoose={(c) => void choose(c)} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-rose-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Sign in with a wallet (Sign In With Solana), for a member of an account. */
export function WalletSignIn() {
  return (
    <DashboardProviders>
      <WalletProviders>
        <WalletSignInButton />
      </WalletProviders>
    </DashboardProviders>
  );
}
