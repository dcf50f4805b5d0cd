"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { QrCode } from "@/components/ui/qr-code";
import { useConfig } from "@/components/wallet/config-data-access";
import { type PayDetails, usePayCosts, usePayDetails } from "./pay-data-access";
import { PrivatePay } from "./pay-private-feature";
import { useCountdown } from "./pay-time";
import { ClosedNotice, CostsBreakdown, PayErrorLine, PayOption, PaySummary, Receipt } from "./pay-ui";

// The wallet adapter and web3.js are most of a wallet page's script: loaded after the page shows, and only for
// a request a browser wallet can pay.
const WalletPayFeature = dynamic(() => import("./pay-wallet-feature"), {
  ssr: false,
  loading: () => <p className="text-sm text-zinc-600">Loading wallets…</p>,
});

/** The costs come first, so a payer knows the whole price before choosing how to pay. */
function OpenRequest({ details }: { details: PayDetails }) {
  const costs = usePayCosts(details.paymentRequestId);
  return (
    <>
      {costs.data ? <CostsBreakdown costs={costs.data} /> : <PayErrorLine error={costs.error} />}
      <PayOptions details={details} />
    </>
  );
}

function PayOptions({ details }: { details: PayDetails }) {
  if (details.mode === "private") {
    return (
      <PayOption id="pay-deposit" title="Pay by deposit">
        <PrivatePay details={details} />
      </PayOption>
    );
  }
  return (
    <>
      <PayOption id="pay-wallet" title="Pay with a browser wallet">
        <WalletPayFeature details={details} />
      </PayOption>
      <PayOption id="pay-phone" title="Pay from your phone">
        {details.solanaPayUrl ? (
          <div className="flex flex-col items-center gap-2">
            <QrCode value={details.solanaPayUrl} title="Solana Pay QR code: scan it with a phone wallet" />
            <p className="text-center text-xs text-zinc-600">
              Scan with a Solana Pay wallet (Phantom, Solflare, …) and approve there.
            </p>
          </div>
        ) : (
          <p className="text-sm text-zinc-600" data-no-solana-pay>
            No QR code here: {details.solanaPayUnavailable}
          </p>
        )}
      </PayOption>
    </>
  );
}

function PayRequest({ details }: { details: PayDetails }) {
  const countdown = useCountdown(details.status === "open" ? details.expiresAt : undefined);
  // The clock may pass the expiry before the service's next answer: the page does not offer to pay meanwhile.
  const status = details.status === "open" && countdown.expired ? "expired" : details.status;
  // The receipt's explorer link reads the ledger the browser wallet uses, as the dashboard's links do.
  const config = useConfig();
  return (
    <div className="space-y-5" data-pay-status={status}>
      <PaySummary details={details} left={countdown.left} />
      {status === "paid" ? <Receipt details={details} rpcUrl={config.data?.rpcUrl} /> : null}
      {status === "expired" || status === "cancelled" ? <ClosedNotice status={status} details={details} /> : null}
      {status === "open" ? <OpenRequest details={details} /> : null}
    </div>
  );
}

function PayView({ id, initial }: { id: string; initial: PayDetails }) {
  const details = usePayDetails(id, initial);
  return (
    <>
      <PayRequest details={details.data} />
      {/* A failed refresh (a network blip, the per-address limit) keeps the last answer on screen. */}
      {details.error ? (
        <p className="mt-3 text-xs text-zinc-600" role="status">
          Could not refresh the status ({details.error.message}); trying again.
        </p>
      ) : null}
    </>
  );
}

/**
 * The hosted pay page: public (the link is the capability), its own small react-query client, no dashboard. It
 * starts from the details the server rendered it with, then follows them.
 */
export function PayFeature({ id, initial }: { id: string; initial: PayDetails }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <PayView id={id} initial={initial} />
    </QueryClientProvider>
  );
}
