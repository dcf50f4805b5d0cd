"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { Address } from "@/components/ui/address";
import { Button } from "@/components/ui/button";
import { Money } from "@/components/ui/money";
import { useConfig } from "@/components/wallet/config-data-access";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { WalletProviders } from "@/components/wallet/wallet-providers";
import { type PayDetails, usePayFaucet, useRefreshDetails } from "./pay-data-access";
import { PayErrorLine } from "./pay-ui";
import { useWalletPay } from "./pay-wallet-data-access";

function WalletPay({ details }: { details: PayDetails }) {
  const wallet = useWallet();
  const account = wallet.publicKey?.toBase58();
  const refresh = useRefreshDetails(details.paymentRequestId);
  const pay = useWalletPay(details.paymentRequestId, () => void refresh());
  const sent = pay.data;
  const testMode = useConfig().data?.embeddedDevnet === true;
  const faucet = usePayFaucet(details.paymentRequestId);

  function approve() {
    if (!account || !wallet.signTransaction) return;
    pay.mutate({ account, signTransaction: wallet.signTransaction });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {account ? (
          <p className="min-w-0 text-sm text-zinc-700">
            Paying from <span className="sr-only">wallet </span>
            <span className="font-mono text-xs" data-wallet-address={account}>
              <Address value={account} what="wallet address" keep={4} />
            </span>
          </p>
        ) : (
          <p className="text-sm text-zinc-600">Connect your wallet, then approve one transaction.</p>
        )}
        <ConnectWalletButton />
      </div>
      {account && !sent ? (
        <Button className="w-full" onClick={approve} disabled={pay.isPending || !wallet.signTransaction}>
          {pay.isPending ? (
            "Approve in your wallet…"
          ) : (
            <>
              Pay <Money amount={details.amount} asset={details.asset} />
            </>
          )}
        </Button>
      ) : null}
      {testMode && account && !sent ? (
        <div className="space-y-1 rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200">
          <p>Test mode: this ledger is the embedded devnet, and its money is not real.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={faucet.isPending}
            onClick={() => faucet.mutate(account)}
            data-pay-faucet
          >
            {faucet.isPending ? "Funding…" : "Fund this wallet from the faucet"}
          </Button>
          {faucet.data ? (
            <p role="status" data-pay-funded>
              Sent {faucet.data.funded.map((f) => `${f.amount} ${f.asset}`).join(" and ")} to this wallet.
            </p>
          ) : null}
          <PayErrorLine error={faucet.error} />
        </div>
      ) : null}
      <PayErrorLine error={pay.error} />
      {sent ? (
        <p role="status" className="text-sm text-zinc-700" data-pay-sent={sent.signature}>
          Sent. Waiting for the ledger to confirm it…
        </p>
      ) : null}
    </div>
  );
}

/** Loaded only for an open wallet-mode request: the wallet libraries stay out of the page's first load. */
export default function WalletPayFeature({ details }: { details: PayDetails }) {
  return (
    <WalletProviders>
      <WalletPay details={details} />
    </WalletProviders>
  );
}
