"use client";

import Link from "next/link";
import type { Schemas } from "@/client";
import { Money } from "@/components/ui/money";
import { usePrivateBalances } from "./private-balance-data-access";

/** What the private balance can pay now in `asset`, where a payment from it is made, with the way to top it up. */
export function BalanceAvailable({ asset }: { asset: Schemas["AssetSymbol"] }) {
  const balances = usePrivateBalances();
  const row = balances.data?.balances.find((b) => b.asset === asset);
  if (!row) return null;
  return (
    <p className="text-sm text-zinc-600" data-balance-available={asset}>
      Available in the private balance: <Money amount={row.available} asset={asset} />{" "}
      <Link href="/private-balance" className="text-sky-700 underline underline-offset-2">
        top up
      </Link>
    </p>
  );
}
