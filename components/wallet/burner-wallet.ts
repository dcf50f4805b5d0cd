"use client";

import { UnsafeBurnerWalletAdapter } from "@solana/wallet-adapter-unsafe-burner";

/**
 * The burner wallet (a throwaway key in memory), for the embedded devnet only. Its constructor warns on the console
 * that an app ships it, on every page that makes one; here that choice is deliberate (the caller offers it only on
 * the embedded devnet, where nothing of value exists), so that one warning is held back and any other passes.
 */
export function burnerWallet(): UnsafeBurnerWalletAdapter {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("UnsafeBurnerWalletAdapter")) return;
    warn(...args);
  };
  try {
    return new UnsafeBurnerWalletAdapter();
  } finally {
    console.warn = warn;
  }
}
