"use client";

import { WalletMultiButton } from "@solana/wallet-adapter-react-ui";
import { useEffect, useState } from "react";

/** The wallet list depends on `window`: the connect button renders only once mounted, so hydration matches. */
export function ConnectWalletButton() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <WalletMultiButton /> : null;
}
