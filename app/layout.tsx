import type { Metadata } from "next";
import type { ReactNode } from "react";
import { HydrationMark } from "@/components/ui/hydration-mark";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Payment Service", template: "%s · Payment Service" },
  description: "Send, swap and pay out SOL, USDC and USDT through one REST API, in wallet or private mode.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <HydrationMark />
        {children}
      </body>
    </html>
  );
}
