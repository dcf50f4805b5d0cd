"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { type FormEvent, useState } from "react";
import { useTransaction } from "@/components/transactions/transactions-data-access";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { QuoteSummary } from "@/components/ui/quote-summary";
import { useConfig } from "@/components/wallet/config-data-access";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { type Asset, type Quote, useBalances, useFaucet, useQuote, useSubmit } from "./send-data-access";
import { BalanceList, StatusLine } from "./send-ui";

const assetChoices: Asset[] = ["SOL", "USDC", "USDT"];
const faucetGrants: { asset: Asset; amount: string }[] = [
  { asset: "SOL", amount: "1" },
  { asset: "USDC", amount: "100" },
];

function AmountField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="amount">Amount</Label>
      <Input id="amount" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} required />
    </div>
  );
}

/** Send or swap from the connected wallet: quote, sign in the wallet, follow the status to completed. */
export function SendFeature() {
  const wallet = useWallet();
  const address = wallet.publicKey?.toBase58();
  const config = useConfig();
  const balances = useBalances(address);
  const faucet = useFaucet(address);
  const quote = useQuote();
  const submit = useSubmit();
  const status = useTransaction(submit.data?.transactionId, { pollMs: 1_000 });

  const [kind, setKind] = useState<"send" | "swap">("send");
  const [inputAsset, setInputAsset] = useState<Asset>("USDC");
  const [outputAsset, setOutputAsset] = useState<Asset>("USDT");
  const [amount, setAmount] = useState("");
  const [recipient, setRecipient] = useState("");
  const [current, setCurrent] = useState<Quote | undefined>();

  async function getQuote(event: FormEvent) {
    event.preventDefault();
    submit.reset();
    setCurrent(
      await quote.mutateAsync({ inputAsset, outputAsset: kind === "send" ? inputAsset : outputAsset, amount }),
    );
  }

  async function signAndSend() {
    if (!current || !address || !wallet.signTransaction) return;
    await submit.mutateAsync({
      type: kind,
      quote: current,
      sender: address,
      recipient,
      signTransaction: wallet.signTransaction,
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
      <Card>
        <CardHeader className="flex items-center justify-between">
          <CardTitle>Wallet</CardTitle>
          <ConnectWalletButton />
        </CardHeader>
        <CardBody className="space-y-4">
          {address ? (
            <>
              <p className="truncate font-mono text-xs text-zinc-500" data-wallet-address>
                {address}
              </p>
              <BalanceList balances={balances.data} />
              {config.data?.embeddedDevnet ? (
                <div className="flex gap-2">
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
            </>
          ) : (
            <p className="text-sm text-zinc-500">Connect a wallet to send or swap.</p>
          )}
        </CardBody>
      </Card>

      <Card>
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
          <form onSubmit={getQuote} className="space-y-4">
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
                  required
                />
              </div>
            )}
            <Button type="submit" variant="secondary" disabled={quote.isPending || !address}>
              Get quote
            </Button>
            <ErrorLine error={quote.error} />
          </form>
          {current ? (
            <div className="mt-4 space-y-3">
              <QuoteSummary quote={current} />
              <Button onClick={signAndSend} disabled={submit.isPending || Boolean(submit.data)}>
                {submit.isPending ? "Waiting for the wallet…" : "Sign and send"}
              </Button>
              <ErrorLine error={submit.error} />
              <StatusLine status={status.data} />
            </div>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}
