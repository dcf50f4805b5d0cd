"use client";

import { type FormEvent, useState } from "react";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { RadioGroup, type RadioOption } from "@/components/ui/radio-group";
import {
  type CreatePaymentRequest,
  type PaymentRequest,
  useCreatePaymentRequest,
} from "./payment-requests-data-access";

type Asset = CreatePaymentRequest["asset"];
type Mode = NonNullable<CreatePaymentRequest["mode"]>;

const assets: Asset[] = ["USDC", "USDT", "SOL"];
const modes: RadioOption<Mode>[] = [
  { value: "wallet", label: "Wallet", description: "The payer's wallet pays your address directly, in one approval." },
  {
    value: "private",
    label: "Private",
    description: "The payer pays a one-time deposit address; you are paid from the pool, unlinked on the chain.",
  },
];

const hour = 3_600_000;
// The service allows at most 30 days: a minute less leaves room for the clocks of browser and server to differ.
const expiries = [
  { label: "1 hour", ms: hour },
  { label: "24 hours", ms: 24 * hour },
  { label: "7 days", ms: 7 * 24 * hour },
  { label: "30 days", ms: 30 * 24 * hour - 60_000 },
];

/** A new payment request; what the payer sees (label, message) is said beside the fields. */
export function CreatePaymentRequestForm({ onCreated }: { onCreated: (created: PaymentRequest) => void }) {
  const create = useCreatePaymentRequest();
  // One key per attempt: a retry of the same click is one request; a corrected form after a refusal is a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState("");
  const [asset, setAsset] = useState<Asset>("USDC");
  const [recipient, setRecipient] = useState("");
  const [mode, setMode] = useState<Mode>("wallet");
  const [label, setLabel] = useState("");
  const [message, setMessage] = useState("");
  const [expiry, setExpiry] = useState(1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: CreatePaymentRequest = {
      amount: amount.trim(),
      asset,
      recipient: recipient.trim(),
      mode,
      ...(label.trim() && { label: label.trim() }),
      ...(message.trim() && { message: message.trim() }),
      expiresAt: new Date(Date.now() + (expiries[expiry]?.ms ?? 24 * hour)).toISOString(),
    };
    const created = await create.mutateAsync({ body, idempotencyKey }).catch(() => undefined);
    if (created) onCreated(created);
    else setIdempotencyKey(crypto.randomUUID());
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <div>
          <Label htmlFor="prq-amount">Amount</Label>
          <Input
            id="prq-amount"
            inputMode="decimal"
            required
            maxLength={40}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="prq-asset">Asset</Label>
          <AssetSelect id="prq-asset" assets={assets} value={asset} onChange={setAsset} />
        </div>
      </div>
      <div>
        <Label htmlFor="prq-recipient">Paid to (your wallet address)</Label>
        <Input
          id="prq-recipient"
          required
          maxLength={44}
          className="font-mono"
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
        />
      </div>
      <RadioGroup legend="How the payer pays" name="prq-mode" options={modes} value={mode} onChange={setMode} asCards />
      <div>
        <Label htmlFor="prq-label">Label (your business's name, shown to the payer)</Label>
        <Input id="prq-label" maxLength={64} value={label} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <div>
        <Label htmlFor="prq-message">Message (what it is for, shown to the payer)</Label>
        <Input id="prq-message" maxLength={200} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <div>
        <Label htmlFor="prq-expiry">Expires in</Label>
        <select
          id="prq-expiry"
          value={expiry}
          onChange={(e) => setExpiry(Number(e.target.value))}
          className="h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm"
        >
          {expiries.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ErrorLine error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || !amount.trim() || !recipient.trim()}>
          {create.isPending ? "Creating…" : "Create request"}
        </Button>
      </div>
    </form>
  );
}
