"use client";

import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { Schemas } from "@/client";
import { useCan } from "@/components/shell/session-context";
import { AssetSelect } from "@/components/ui/asset-select";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import {
  type TopUp,
  useBalanceEntries,
  usePrivateBalances,
  useTopUp,
  useWithdraw,
} from "./private-balance-data-access";
import { BalanceCards, EntriesTable, TopUpDeposit } from "./private-balance-ui";

type Asset = Schemas["AssetSymbol"];
const assets: Asset[] = ["USDC", "USDT", "SOL"];

/**
 * Round sums: a top-up of a size many others also choose says nothing about the payments it funds later
 * (docs/privacy.md). The payments themselves may be any amount.
 */
const roundSums: Record<Asset, string[]> = {
  USDC: ["100", "500", "1000", "5000"],
  USDT: ["100", "500", "1000", "5000"],
  SOL: ["1", "5", "10", "50"],
};

function TopUpForm() {
  const topUp = useTopUp();
  const [asset, setAsset] = useState<Asset>("USDC");
  const [amount, setAmount] = useState("1000");
  const [made, setMade] = useState<{ topUp: TopUp; amount: string }>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      setMade({ topUp: await topUp.mutateAsync({ asset, amount: amount.trim() }), amount: amount.trim() });
    } catch {
      // The error shows in the form.
    }
  }

  if (made) {
    return (
      <div className="space-y-4">
        <TopUpDeposit topUp={made.topUp} amount={made.amount} />
        <Button variant="secondary" onClick={() => setMade(undefined)}>
          Another top-up
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="space-y-1.5">
          <Label htmlFor="top-up-asset">Asset</Label>
          <AssetSelect
            id="top-up-asset"
            assets={assets}
            value={asset}
            onChange={(next) => {
              setAsset(next);
              setAmount(roundSums[next][2]!);
            }}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="top-up-amount">Amount</Label>
          <Input
            id="top-up-amount"
            inputMode="decimal"
            required
            maxLength={40}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm text-zinc-600">
          Round sums blend in with other top-ups, so the amount says nothing about what you pay later:
        </legend>
        <div className="flex flex-wrap gap-2">
          {roundSums[asset].map((sum) => (
            <Button
              key={sum}
              type="button"
              size="sm"
              variant={sum === amount ? "primary" : "secondary"}
              aria-pressed={sum === amount}
              onClick={() => setAmount(sum)}
            >
              {Number(sum).toLocaleString("en-US")} {asset}
            </Button>
          ))}
        </div>
      </fieldset>
      <ErrorLine error={topUp.error} />
      <Button type="submit" disabled={topUp.isPending || amount.trim() === ""}>
        {topUp.isPending ? "Making the deposit address…" : "Get a deposit address"}
      </Button>
    </form>
  );
}

function WithdrawForm() {
  const withdraw = useWithdraw();
  const [asset, setAsset] = useState<Asset>("USDC");
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [confirming, setConfirming] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  const confirm = () =>
    withdraw.mutate(
      { asset, amount: amount.trim(), address: address.trim() },
      {
        onSuccess: (made) => {
          toast.success(`Withdrawal ${made.withdrawalId} is on its way`);
          setAmount("");
          setAddress("");
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <form onSubmit={ask} className="grid gap-4 sm:grid-cols-[8rem_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="withdraw-asset">Asset</Label>
        <AssetSelect id="withdraw-asset" assets={assets} value={asset} onChange={setAsset} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="withdraw-amount">Amount the address receives</Label>
        <Input
          id="withdraw-amount"
          inputMode="decimal"
          required
          maxLength={40}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="withdraw-address">To address</Label>
        <Input
          id="withdraw-address"
          required
          maxLength={44}
          autoComplete="off"
          placeholder="The wallet the pool pays"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <ErrorLine error={withdraw.error} />
        <Button type="submit" disabled={withdraw.isPending || amount.trim() === "" || address.trim() === ""}>
          Withdraw
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw from the private balance?"
        description={`${amount.trim()} ${asset} goes to ${address.trim()} from the pool after a random delay; its fee is taken from the balance too. A withdrawal cannot be undone once paid.`}
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}

function Entries() {
  const entries = useBalanceEntries();
  return (
    <QueryView query={entries} what="the balance's entries">
      {(data) => (
        <div className="space-y-3">
          <EntriesTable entries={data.pages.flatMap((p) => p.entries)} />
          {entries.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void entries.fetchNextPage()}
              disabled={entries.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

/**
 * The private balance: money the account keeps in the routing pool, topped up in round sums whenever it likes and
 * paid out later (Send and Payroll in private mode, or a withdrawal), so neither the amounts nor the timing of a
 * deposit tie it to the payments it funds.
 */
export function PrivateBalanceFeature() {
  const balances = usePrivateBalances();
  const canWrite = useCan("write");
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Private balance"
        description="Money your account keeps in the routing pool. Top it up in round sums whenever you like, then pay private sends, payrolls and withdrawals from it: the chain shows no tie between a top-up and what it pays."
      />
      <QueryView query={balances} what="the private balance">
        {(data) => <BalanceCards balances={data.balances} />}
      </QueryView>
      {canWrite ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Top up</CardTitle>
            </CardHeader>
            <CardBody>
              <TopUpForm />
            </CardBody>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Withdraw</CardTitle>
            </CardHeader>
            <CardBody>
              <WithdrawForm />
            </CardBody>
          </Card>
        </div>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
        </CardHeader>
        <CardBody>
          <Entries />
        </CardBody>
      </Card>
    </main>
  );
}
