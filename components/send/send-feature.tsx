"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { type FormEvent, useState } from "react";
import { AddressBookHint } from "@/components/counterparties/address-book-hint";
import { useTransaction } from "@/components/transactions/transactions-data-access";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { QuoteCard, useQuoteClock } from "@/components/ui/quote-card";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { ShortfallLine, WalletFunds } from "@/components/wallet/wallet-funds";
import { addAmounts, shortfalls, useBalances } from "@/components/wallet/wallet-funds-data-access";
import {
  type Asset,
  isLedgerAddress,
  type Prepared,
  type Quote,
  transferBody,
  usePrepare,
  useQuote,
  useSubmit,
} from "./send-data-access";
import { SenderCosts, StatusLine } from "./send-ui";

const assetChoices: Asset[] = ["SOL", "USDC", "USDT"];

function AmountField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="amount">Amount</Label>
      <Input id="amount" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} required />
    </div>
  );
}

/** All the wallet needs for this payment, per asset: the amount and, once prepared, the SOL it pays besides. */
function needsOf(quote: Quote, prepared: Prepared | undefined): Partial<Record<Asset, string>> {
  const sol = prepared?.senderCosts.total ?? "0";
  if (quote.inputAsset === "SOL") return { SOL: addAmounts("SOL", quote.inputAmount, sol) };
  return { [quote.inputAsset]: quote.inputAmount, SOL: sol };
}

/**
 * Send or swap from the connected wallet: quote, prepare (the service checks the funds and tells the SOL the wallet
 * pays), sign in the wallet, follow the status to completed. Nothing is signed that the wallet cannot pay, nor
 * under an expired quote.
 */
export function SendFeature() {
  const wallet = useWallet();
  const address = wallet.publicKey?.toBase58();
  const balances = useBalances(address);
  const quote = useQuote();
  const prepare = usePrepare();
  const submit = useSubmit();
  const status = useTransaction(submit.data?.transactionId, { pollMs: 1_000 });

  const [kind, setKind] = useState<"send" | "swap">("send");
  const [inputAsset, setInputAsset] = useState<Asset>("USDC");
  const [outputAsset, setOutputAsset] = useState<Asset>("USDT");
  const [amount, setAmount] = useState("");
  const [recipient, setRecipient] = useState("");
  const [recipientError, setRecipientError] = useState<string>();
  const [current, setCurrent] = useState<Quote | undefined>();
  const clock = useQuoteClock(current?.expiresAt, Boolean(submit.data));

  async function requote() {
    if (!address) return;
    if (kind === "send" && !isLedgerAddress(recipient)) {
      setRecipientError("Not a ledger address (base58, 32 bytes): check the recipient.");
      return;
    }
    setRecipientError(undefined);
    submit.reset();
    prepare.reset();
    setCurrent(undefined);
    const next = await quote
      .mutateAsync({ inputAsset, outputAsset: kind === "send" ? inputAsset : outputAsset, amount })
      .catch(() => undefined);
    if (!next) return;
    setCurrent(next);
    prepare.mutate(transferBody(kind, next, address, recipient));
  }

  function getQuote(event: FormEvent) {
    event.preventDefault();
    void requote();
  }

  function signAndSend() {
    if (!current || !address || !wallet.signTransaction || !prepare.data) return;
    submit.mutate({
      body: transferBody(kind, current, address, recipient),
      prepared: prepare.data,
      signTransaction: wallet.signTransaction,
    });
  }

  const short = current ? shortfalls(balances.data, needsOf(current, prepare.data)) : [];
  const canSign = Boolean(prepare.data) && !clock.expired && short.length === 0 && !submit.isPending && !submit.data;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
      <Card>
        <CardHeader className="flex items-center justify-between">
          <CardTitle>Wallet</CardTitle>
          <ConnectWalletButton />
        </CardHeader>
        <CardBody className="space-y-4">
          {address ? (
            <WalletFunds address={address} />
          ) : (
            <p className="text-sm text-zinc-600">Connect a wallet to send or swap.</p>
          )}
        </CardBody>
      </Card>

      <Card className="min-w-0">
        <CardHeader className="flex items-center justify-between">
          <CardTitle>{kind === "send" ? "Send" : "Swap"}</CardTitle>
          <div className="flex gap-1">
            {(["send", "swap"] as const).map((k) => (
              <Button key={k} size="sm" variant={kind === k ? "primary" : "ghost"} onClick={() => setKind(k)}>
                {k === "send" ? "Send" : "Swap"}
              </Button>
            ))}
          </div>
        </CardHeader>
        <CardBody>
          <form onSubmit={getQuote} className="space-y-4" noValidate>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="input-asset">{kind === "send" ? "Asset" : "From"}</Label>
                <AssetSelect id="input-asset" assets={assetChoices} value={inputAsset} onChange={setInputAsset} />
              </div>
              {kind === "swap" ? (
                <div className="space-y-1.5">
                  <Label htmlFor="output-asset">To</Label>
                  <AssetSelect id="output-asset" assets={assetChoices} value={outputAsset} onChange={setOutputAsset} />
                </div>
              ) : (
                <AmountField value={amount} onChange={setAmount} />
              )}
            </div>
            {kind === "swap" ? (
              <AmountField value={amount} onChange={setAmount} />
            ) : (
              <div className="space-y-1.5">
                <Label htmlFor="recipient">Recipient</Label>
                <Input
                  id="recipient"
                  value={recipient}
                  onChange={(e) => setRecipient(e.target.value)}
                  placeholder="Wallet address"
                  aria-invalid={recipientError ? true : undefined}
                  aria-describedby={recipientError ? "recipient-error" : undefined}
                  required
                />
                {recipientError ? (
                  <p id="recipient-error" role="alert" className="text-sm text-rose-700" data-recipient-error>
                    {recipientError}
                  </p>
                ) : null}
                <AddressBookHint address={recipient} />
              </div>
            )}
            <Button type="submit" variant="secondary" disabled={quote.isPending || !address}>
              Get quote
            </Button>
            <ErrorLine error={quote.error} />
          </form>
          {current ? (
            <div className="mt-4 space-y-3">
              <QuoteCard quote={current} secondsLeft={clock.secondsLeft} used={Boolean(submit.data)}>
                {prepare.data ? <SenderCosts prepared={prepare.data} /> : null}
              </QuoteCard>
              {prepare.isPending ? <p className="text-sm text-zinc-600">Checking the wallet's funds…</p> : null}
              <ErrorLine error={prepare.error} />
              <ShortfallLine short={prepare.error ? [] : short} />
              <div className="flex flex-wrap items-center gap-2">
                <Button onClick={signAndSend} disabled={!canSign}>
                  {submit.isPending ? "Waiting for the wallet…" : "Sign and send"}
                </Button>
                {clock.expired && !submit.data ? (
                  <Button variant="secondary" onClick={() => void requote()} disabled={quote.isPending}>
                    Get a new quote
                  </Button>
                ) : null}
              </div>
              {clock.expired && !submit.data ? (
                <p className="text-sm text-zinc-600" data-quote-expired>
                  This quote expired: get a new quote to sign.
                </p>
              ) : null}
              <ErrorLine error={submit.error} />
              <StatusLine status={status.data} />
            </div>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
