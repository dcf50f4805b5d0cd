"use client";

import { ConnectionProvider, WalletProvider } from "@solana/wallet-adapter-react";
import { type ReactNode, useMemo } from "react";
import { burnerWallet } from "./burner-wallet";
import { useConfig } from "./config-data-access";

/** The browser wallets, on the ledger the service uses (inside the dashboard's react-query provider). */
export function WalletProviders({ children }: { children: ReactNode }) {
  const config = useConfig();
  // Wallet Standard wallets (Phantom, Solflare, Backpack, ...) register themselves; the burner exists only on
  // the embedded devnet, where its throwaway key holds nothing of value.
  const wallets = useMemo(() => (config.data?.embeddedDevnet ? [burnerWallet()] : []), [config.data]);
  if (!config.data) return <p className="p-8 text-sm text-zinc-500">Loading…</p>;
  return (
    <ConnectionProvider endpoint={config.data.rpcUrl} config={{ commitment: "confirmed" }}>
      <WalletProvider wallets={wallets} autoConnect>
        {children}
      </WalletProvider>
    </ConnectionProvider>
  );
}
