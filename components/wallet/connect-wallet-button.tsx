"use client";

import { WalletReadyState } from "@solana/wallet-adapter-base";
import { useWallet } from "@solana/wallet-adapter-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Short } from "@/components/ui/short";

function WalletIcon({ src, size }: { src: string; size: number }) {
  // biome-ignore lint/performance/noImgElement: a wallet's icon is a data: URI it brings; there is nothing to optimise
  return <img src={src} alt="" width={size} height={size} className="shrink-0" />;
}

/**
 * Choose, show and disconnect the browser wallet, in the dashboard's own button and dialog (the adapter's modal has
 * no accessible name on its dialog or its close button). Selecting a wallet connects it: the provider auto-connects.
 * The list depends on `window`, so the button renders only once mounted and hydration matches.
 */
export function ConnectWalletButton() {
  const { wallets, wallet, publicKey, connecting, select, disconnect } = useWallet();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;

  if (publicKey && wallet) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="inline-flex items-center gap-1.5 text-sm text-zinc-700">
          <WalletIcon src={wallet.adapter.icon} size={16} />
          <Short value={publicKey.toBase58()} keep={4} />
        </span>
        <Button variant="secondary" size="sm" onClick={() => void disconnect()}>
          Disconnect
        </Button>
      </span>
    );
  }

  const usable = wallets.filter(
    (w) => w.readyState === WalletReadyState.Installed || w.readyState === WalletReadyState.Loadable,
  );
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={connecting}>
        {connecting ? "Connecting…" : "Select Wallet"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Connect a wallet">
        {usable.length === 0 ? (
          <p className="text-sm text-zinc-600">
            No wallet found in this browser. Install a Solana wallet (Phantom, Solflare, Backpack), then reload.
          </p>
        ) : (
          <ul className="space-y-1">
            {usable.map((w) => (
              <li key={w.adapter.name}>
                <Button
                  variant="ghost"
                  className="w-full justify-start"
                  onClick={() => {
                    select(w.adapter.name);
                    setOpen(false);
                  }}
                >
                  <WalletIcon src={w.adapter.icon} size={20} />
                  {w.adapter.name}
                  {w.readyState === WalletReadyState.Installed ? (
                    <span className="ml-auto text-xs text-zinc-500">Detected</span>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
