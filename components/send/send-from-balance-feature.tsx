"use client";

import { type FormEvent, useState } from "react";
import { AddressBookHint } from "@/components/counterparties/address-book-hint";
import { usePrivacyEstimate } from "@/components/privacy/privacy-data-access";
import { PrivacyEstimateLine } from "@/components/privacy/privacy-receipt-ui";
import { BalanceAvailable } from "@/components/private-balance/balance-available";
import { useTransaction } from "@/components/transactions/transactions-data-access";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { QuoteCard, useQuoteClock } from "@/components/ui/quote-card";
import { type Asset, isLedgerAddress, type Quote } from "./send-data-access";
import { usePayFromBalance, usePrivateQuote } from "./send-from-balance-data-access";
import { StatusLine } from "./send-ui";

const assetChoices: Asset[] = ["USDC", "USDT", "SOL"];

/**
 * A private send paid from the private balance: quote (the fee in the asset, what a recipient without a token
 * account adds), then pay. No wallet and no deposit: the pool pays the recipient after the random delay, and the
 * chain shows no tie to whoever topped the balance up.
 */
export function SendFromBalanceFeature() {
  const quote = usePrivateQuote();
  const pay = usePayFromBalance();
  const status = useTransaction(pay.data?.transactionId, { pollMs: 2_000 });
  const [asset, setAsset] = useState<Asset>("USDC");
  const [amount, setAmount] = useState("");
  const [recipient, setRecipient] = useState("");
  const [recipientError, setRecipientError] = useState<string>();
  const [current, setCurrent] = useState<Quote>();
  const clock = useQuoteClock(current?.expiresAt, Boolean(pay.data));
  const privacy = usePrivacyEstimate(
    current && { asset: current.outputAsset, amount: current.outputAmount, source: "private_balance" },
  );

  async function getQuote(event: FormEvent) {
    event.preventDefault();
    if (!isLedgerAddress(recipient.trim())) {
      setRecipientError("Not a ledger address (base58, 32 bytes): check the recipient.");
      return;
    }
    setRecipientError(undefined);
    pay.reset();
    setCurrent(await quote.mutateAsync({ asset, amount: amount.trim() }).catch(() => undefined));
  }

  const canPay = Boolean(current) && !clock.expired && !pay.isPending && !pay.data;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Pay from the private balance</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <form onSubmit={getQuote} className="space-y-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="balance-asset">Pay in</Label>
              <AssetSelect id="balance-asset" assets={assetChoices} value={asset} onChange={setAsset} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="balance-amount">How much</Label>
              <Input
                id="balance-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
              />
            </div>
          </div>
          <BalanceAvailable asset={asset} />
          <div className="space-y-1.5">
            <Label htmlFor="balance-recipient">Pay to</Label>
            <Input
              id="balance-recipient"
              value={recipient}
              onChange={(e) => setRecipient(e.target.value)}
              placeholder="Wallet address"
              aria-invalid={recipientError ? true : undefined}
              aria-describedby={recipientError ? "balance-recipient-error" : undefined}
              required
            />
            {recipientError ? (
              <p id="balance-recipient-error" role="alert" className="text-sm text-rose-700">
                {recipientError}
              </p>
            ) : null}
            <AddressBookHint address={recipient} />
          </div>
          <Button type="submit" variant="secondary" disabled={quote.isPending}>
            Quote from balance
          </Button>
          <ErrorLine error={quote.error} />
        </form>
        {current ? (
          <div className="space-y-3">
            <QuoteCard quote={current} secondsLeft={clock.secondsLeft} used={Boolean(pay.data)} />
            <PrivacyEstimateLine receipt={privacy.data} />
            <Button onClick={() => pay.mutate({ quote: current, recipient: recipient.trim() })} disabled={!canPay}>
              {pay.isPending ? "Paying…" : "Pay from balance"}
            </Button>
            {clock.expired && !pay.data ? (
              <p className="text-sm text-zinc-600">This quote expired: get a new quote to pay.</p>
            ) : null}
            <ErrorLine error={pay.error} />
            <StatusLine status={status.data} />
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
