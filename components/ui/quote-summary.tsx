"use client";

import { useEffect, useState } from "react";
import type { Schemas } from "@/client";
import { Badge } from "./badge";

type Quote = Schemas["Quote"];

function useSecondsLeft(expiresAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

export function QuoteSummary({ quote }: { quote: Quote }) {
  const secondsLeft = useSecondsLeft(quote.expiresAt);
  return (
    <div className="space-y-2 rounded-md border border-zinc-200 p-4 text-sm" data-quote>
      <div className="flex items-center justify-between">
        <span className="font-medium">
          {quote.inputAmount} {quote.inputAsset} → {quote.outputAmount} {quote.outputAsset}
        </span>
        <Badge tone={secondsLeft > 5 ? "blue" : "red"}>
          <span data-countdown>{secondsLeft > 0 ? `expires in ${secondsLeft}s` : "expired"}</span>
        </Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs text-zinc-600">
        <div>
          <dt>Minimum received</dt>
          <dd className="font-mono text-zinc-900">{quote.minOutputAmount}</dd>
        </div>
        <div>
          <dt>Price impact</dt>
          <dd className="font-mono text-zinc-900">{quote.priceImpact}%</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd className="font-mono text-zinc-900">
            {quote.fee} {quote.inputAsset}
          </dd>
        </div>
      </dl>
    </div>
  );
}
