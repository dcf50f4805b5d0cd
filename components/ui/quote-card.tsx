"use client";

import { type ReactNode, useEffect, useState } from "react";
import type { Schemas } from "@/client";
import { Badge } from "./badge";
import { Money } from "./money";

type Quote = Schemas["Quote"];

/**
 * Seconds until the quote expires, ticking until then; frozen once `stopped` (the quote was used: its expiry no
 * longer matters). `expired` is what the page disables its sign buttons on.
 */
export function useQuoteClock(expiresAt: string | undefined, stopped: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt || stopped) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= Date.parse(expiresAt)) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [expiresAt, stopped]);
  const secondsLeft = expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : 0;
  return { secondsLeft, expired: Boolean(expiresAt) && !stopped && secondsLeft === 0 };
}

function ClockBadge({ secondsLeft, used }: { secondsLeft: number; used: boolean }) {
  if (used) {
    return (
      <Badge tone="green">
        <span data-countdown="used">used</span>
      </Badge>
    );
  }
  return (
    <Badge tone={secondsLeft > 5 ? "blue" : "red"}>
      <span data-countdown={secondsLeft > 0 ? "running" : "expired"}>
        {secondsLeft > 0 ? `expires in ${secondsLeft}s` : "expired"}
      </span>
    </Badge>
  );
}

/**
 * The fee in the asset that pays it: a wallet-mode token send charges nothing in the token, its wallet pays the
 * network in SOL, so no "0 USDC" fee line reads as a charge beside the SOL one.
 */
function FeeField({ quote }: { quote: Quote }) {
  const network = quote.feeDetails.networkFee;
  if (network.paidBy === "sender_wallet") {
    return (
      <div>
        <dt>Network fee (your wallet)</dt>
        <dd className="font-mono text-zinc-900" data-quote-fee>
          <Money amount={network.amount} asset={network.asset} />
        </dd>
      </div>
    );
  }
  return (
    <div>
      <dt>Fee</dt>
      <dd className="font-mono text-zinc-900" data-quote-fee>
        <Money amount={quote.fee} asset={quote.inputAsset} />
      </dd>
    </div>
  );
}

/** What a recipient without a token account adds, said before anything is signed or a deposit address is made. */
function NewTokenAccountLine({ quote }: { quote: Quote }) {
  const rent = quote.feeDetails.perNewTokenAccount;
  if (!rent) return null;
  return (
    <p className="text-xs text-zinc-600" data-quote-new-account>
      Each recipient without a {quote.inputAsset} token account adds {rent.paidBy === "deposit" ? "about " : ""}
      <Money amount={rent.amount} asset={rent.asset} /> of rent
      {rent.paidBy === "sender_wallet" ? ", paid by your wallet" : " to the deposit"}.
    </p>
  );
}

/**
 * A quote with its countdown (stopped once used), its fee, and `children` for what the page knows beyond the quote
 * (the SOL the wallet pays, the rent of new token accounts).
 */
export function QuoteCard({
  quote,
  secondsLeft,
  used,
  children,
}: {
  quote: Quote;
  secondsLeft: number;
  used: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-4 text-sm" data-quote>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          <Money amount={quote.inputAmount} asset={quote.inputAsset} /> →{" "}
          <Money amount={quote.outputAmount} asset={quote.outputAsset} />
        </span>
        <ClockBadge secondsLeft={secondsLeft} used={used} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs text-zinc-600">
        <div>
          <dt>Minimum received</dt>
          <dd className="font-mono text-zinc-900">
            <Money amount={quote.minOutputAmount} />
          </dd>
        </div>
        <div>
          <dt>Price impact</dt>
          <dd className="font-mono text-zinc-900">{quote.priceImpact}%</dd>
        </div>
        <FeeField quote={quote} />
      </dl>
      <NewTokenAccountLine quote={quote} />
      {children}
    </div>
  );
}
