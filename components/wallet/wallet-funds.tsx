"use client";

import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/error-line";
import { useConfig } from "./config-data-access";
import { type Asset, type Balances, type Shortfall, useBalances, useFaucet } from "./wallet-funds-data-access";

const faucetGrants: { asset: Asset; amount: string }[] = [
  { asset: "SOL", amount: "1" },
  { asset: "USDC", amount: "100" },
];

export function BalanceList({ balances }: { balances: Balances | undefined }) {
  if (!balances) return <p className="text-sm text-zinc-500">Loading balances…</p>;
  const rows = [
    { symbol: "SOL", balance: balances.sol },
    ...balances.tokens.map((t) => ({ symbol: t.symbol ?? `${t.mint.slice(0, 4)}…`, balance: t.balance })),
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" data-balances>
      {rows.map((row) => (
        <div key={row.symbol} className="rounded-md bg-zinc-50 px-3 py-2">
          <dt className="text-xs font-medium text-zinc-600">{row.symbol}</dt>
          <dd className="font-mono text-sm text-zinc-900" data-balance={row.symbol}>
            {row.balance}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The connected wallet's address and balances, and on the embedded devnet the faucet that funds it. */
export function WalletFunds({ address }: { address: string }) {
  const config = useConfig();
  const balances = useBalances(address);
  const faucet = useFaucet(address);
  return (
    <div className="space-y-3">
      <p className="truncate font-mono text-xs text-zinc-600" data-wallet-address title={address}>
        {address}
      </p>
      <BalanceList balances={balances.data} />
      {config.data?.embeddedDevnet ? (
        <div className="flex flex-wrap gap-2">
          {faucetGrants.map((grant) => (
            <Button
              key={grant.asset}
              variant="secondary"
              size="sm"
              disabled={faucet.isPending}
              onClick={() => faucet.mutate(grant)}
            >
              Faucet: {grant.amount} {grant.asset}
            </Button>
          ))}
        </div>
      ) : null}
      <ErrorLine error={faucet.error} />
    </div>
  );
}

/** Why the wallet cannot pay, in the form, before it is asked to sign. */
export function ShortfallLine({ short }: { short: Shortfall[] }) {
  if (short.length === 0) return null;
  return (
    <p role="alert" className="text-sm text-rose-700" data-insufficient>
      Not enough funds:{" "}
      {short.map((s, i) => (
        <span key={s.asset}>
          {i > 0 ? "; " : ""}
          this needs {s.needed} {s.asset}, the wallet holds {s.held} {s.asset}
        </span>
      ))}
      . Fund the wallet first.
    </p>
  );
}
