"use client";

import { ConnectionProvider, WalletProvider } from "@solana/wallet-adapter-react";
import { WalletModalProvider } from "@solana/wallet-adapter-react-ui";
import { UnsafeBurnerWalletAdapter } from "@solana/wallet-adapter-unsafe-burner";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import "@solana/wallet-adapter-react-ui/styles.css";
import { useConfig } from "./config-data-access";

function Wallets({ children }: { children: ReactNode }) {
  const config = useConfig();
  // Wallet Standard wallets (Phantom, Solflare, Backpack, ...) register themselves; the burner exists only on
  // the embedded devnet, where its throwaway key holds nothing of value.
  const wallets = useMemo(() => (config.data?.embeddedDevnet ? [new UnsafeBurnerWalletAdapter()] : []), [config.data]);
  if (!config.data) return <p className="p-8 text-sm text-zinc-500">Loading…</p>;
  return (
    <ConnectionProvider endpoint={config.data.rpcUrl} config={{ commitment: "confirmed" }}>
      <WalletProvider wallets={wallets} autoConnect>
        <WalletModalProvider>{children}</WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}

export function DashboardProviders({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <Wallets>{children}</Wallets>
    </QueryClientProvider>
  );
}
