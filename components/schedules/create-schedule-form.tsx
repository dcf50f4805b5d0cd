"use client";

import { useWallet } from "@solana/wallet-adapter-react";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import type { Schemas } from "@/client";
import { useTokens } from "@/components/payroll/payroll-data-access";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { plural } from "@/components/ui/plural";
import { RadioGroup, type RadioOption } from "@/components/ui/radio-group";
import { ConnectWalletButton } from "@/components/wallet/connect-wallet-button";
import { cronInWords, cronPresets } from "./cron-words";
import { checkRecipientsCsv } from "./recipients-csv";
import { type CreateSchedule, useCreateSchedule } from "./schedules-data-access";

type Asset = Schemas["AssetSymbol"];
type Way = "balance" | "deposit" | "wallet";

const assets: Asset[] = ["USDC", "USDT", "SOL"];
const ways: RadioOption<Way>[] = [
  {
    value: "balance",
    label: "Private, from the private balance",
    description: "Each run pays from the account's private balance, unattended (or waits for an approval).",
  },
  {
    value: "deposit",
    label: "Private, by deposit",
    description: "Each run hands out a one-time deposit address to pay; the pool pays the recipients.",
  },
  {
    value: "wallet",
    label: "Wallet",
    description: "Each run waits for the sender's wallet to sign it on the dashboard.",
  },
];

const wayOf: Record<Way, Pick<CreateSchedule["payment"], "mode" | "source">> = {
  balance: { mode: "private", source: "private_balance" },
  deposit: { mode: "private", source: "deposit" },
  wallet: { mode: "wallet" },
};

/** The browser's own time zone, read once mounted: the server rendering the form may sit in another. */
function useBrowserTimezone(setTimezone: (zone: string) => void) {
  const [zones, setZones] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    setTimezone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setZones(Intl.supportedValuesOf("timeZone"));
  }, []);
  return zones;
}

/** A new schedule: when (cron and time zone), how each run pays, and to whom (CSV lines checked as they are typed). */
export function CreateScheduleForm() {
  const create = useCreateSchedule();
  const { publicKey } = useWallet();
  const [name, setName] = useState("");
  const [cron, setCron] = useState<string>(cronPresets[0].cron);
  const [timezone, setTimezone] = useState("UTC");
  const zones = useBrowserTimezone(setTimezone);
  const [way, setWay] = useState<Way>("balance");
  const [asset, setAsset] = useState<Asset>("USDC");
  const [typedSender, setTypedSender] = useState("");
  const [csv, setCsv] = useState("");

  const decimals = useTokens().data?.tokens.find((t) => t.symbol === asset)?.decimals ?? 6;
  const checked = useMemo(() => checkRecipientsCsv(csv, decimals), [csv, decimals]);
  const connected = way === "wallet" ? publicKey?.toBase58() : undefined;
  const sender = connected ?? typedSender.trim();
  const words = cronInWords(cron);
  const ready = name.trim() !== "" && cron.trim() !== "" && sender !== "" && checked.recipients.length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checked.errors.length > 0) return;
    const recipients = checked.recipients.map(({ address, amount }) => ({ address, amount }));
    try {
      const made = await create.mutateAsync({
        name: name.trim(),
        cron: cron.trim(),
        timezone: timezone.trim(),
        payment: {
          type: recipients.length === 1 ? "send" : "payroll",
          ...wayOf[way],
          asset,
          sender,
          recipients,
        },
      });
      toast.success(`Scheduled ${made.name}`);
      setName("");
      setCsv("");
    } catch {
      // The error shows in the form.
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <div className="sm:col-span-2">
        <Label htmlFor="schedule-name">Name</Label>
        <Input
          id="schedule-name"
          required
          maxLength={100}
          placeholder="Monthly payroll"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="schedule-cron">When (cron: minute hour day month weekday)</Label>
        <Input
          id="schedule-cron"
          required
          maxLength={100}
          autoComplete="off"
          className="font-mono"
          aria-describedby="schedule-cron-words"
          value={cron}
          onChange={(e) => setCron(e.target.value)}
        />
        <p id="schedule-cron-words" className="mt-1 text-xs text-zinc-600">
          {words ?? "A cron expression, read in the time zone below."}
        </p>
        <fieldset className="mt-2 flex flex-wrap gap-1.5">
          <legend className="sr-only">Common due times</legend>
          {cronPresets.map((preset) => (
            <Button
              key={preset.cron}
              size="sm"
              variant={cron === preset.cron ? "primary" : "secondary"}
              aria-pressed={cron === preset.cron}
              onClick={() => setCron(preset.cron)}
            >
              {preset.label}
            </Button>
          ))}
        </fieldset>
      </div>
      <div>
        <Label htmlFor="schedule-timezone">Time zone</Label>
        <Input
          id="schedule-timezone"
          required
          maxLength={64}
          autoComplete="off"
          list="schedule-timezones"
          value={timezone}
          onChange={(e) => setTimezone(e.target.value)}
        />
        <datalist id="schedule-timezones">
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <p className="mt-1 text-xs text-zinc-600">Daylight saving included: 09:00 stays 09:00 all year.</p>
      </div>
      <div className="sm:col-span-2">
        <RadioGroup
          legend="How each run pays"
          name="schedule-way"
          options={ways}
          value={way}
          onChange={setWay}
          asCards
        />
      </div>
      <div>
        <Label htmlFor="schedule-asset">Asset</Label>
        <AssetSelect id="schedule-asset" assets={assets} value={asset} onChange={setAsset} />
      </div>
      <div>
        {connected ? (
          <>
            <p className="mb-1.5 text-sm font-medium text-zinc-800">Sender wallet</p>
            <div className="flex min-h-10 flex-wrap items-center gap-2" data-schedule-sender={connected}>
              <span className="text-sm text-zinc-700">Your connected wallet</span>
              <ConnectWalletButton />
            </div>
          </>
        ) : (
          <>
            <Label htmlFor="schedule-sender">Sender wallet</Label>
            <Input
              id="schedule-sender"
              required
              maxLength={44}
              autoComplete="off"
              className="font-mono"
              placeholder="The paying wallet's address"
              value={typedSender}
              onChange={(e) => setTypedSender(e.target.value)}
            />
            {way === "wallet" ? (
              <div className="mt-2">
                <ConnectWalletButton />
              </div>
            ) : null}
          </>
        )}
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="schedule-recipients">Recipients (one "address,amount" a line)</Label>
        <textarea
          id="schedule-recipients"
          rows={5}
          spellCheck={false}
          aria-describedby="schedule-recipients-check"
          aria-invalid={checked.errors.length > 0 || undefined}
          placeholder={
            "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,1250\n3h1zGmCwsRJnVk5BuRNMLsPaQu1y2aqXqXDWYCgrp5UG,980.5"
          }
          className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 font-mono text-xs text-zinc-900 shadow-xs placeholder:text-zinc-400 focus:border-zinc-900 focus:ring-1 focus:ring-zinc-900 focus:outline-none aria-invalid:border-rose-500"
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
        />
        <div id="schedule-recipients-check" className="mt-1 text-xs" data-recipient-errors={checked.errors.length}>
          {checked.errors.length > 0 ? (
            <ul className="space-y-0.5 text-rose-700">
              {checked.errors.slice(0, 10).map((error) => (
                <li key={error}>{error}</li>
              ))}
              {checked.errors.length > 10 ? <li>and {plural(checked.errors.length - 10, "more problem")}</li> : null}
            </ul>
          ) : (
            <p className="text-zinc-600">
              {checked.recipients.length > 0
                ? `${plural(checked.recipients.length, "recipient")}, each paid at every run`
                : "A header row (address,amount) is optional."}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-3 sm:col-span-2">
        <ErrorLine error={create.error} />
        <Button type="submit" disabled={create.isPending || !ready || checked.errors.length > 0}>
          {create.isPending ? "Scheduling…" : "Create schedule"}
        </Button>
      </div>
    </form>
  );
}
