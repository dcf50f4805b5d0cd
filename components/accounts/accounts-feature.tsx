"use client";

import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useSession } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { NewerOlderPager, useCursorPages } from "@/components/ui/cursor-pages";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage, QueryView } from "@/components/ui/query-error";
import { RadioGroup } from "@/components/ui/radio-group";
import { CreateWithSecretDialog } from "@/components/ui/secret-once";
import { type Account, type Tier, useAccounts, useCreateAccount, useSetAccountStatus } from "./accounts-data-access";
import { AccountsTable } from "./accounts-ui";

const tiers = [
  { value: "free", label: "Free", description: "60 requests a minute, 10,000 a month" },
  { value: "pro", label: "Pro", description: "300 a minute, 100,000 a month" },
  { value: "enterprise", label: "Enterprise", description: "1,000 a minute, 1,000,000 a month" },
] as const;

function CreateAccountForm({ onCreated }: { onCreated: (key: string) => void }) {
  const create = useCreateAccount();
  const [name, setName] = useState("");
  const [tier, setTier] = useState<Tier>("free");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await create.mutateAsync({ body: { name: name.trim(), tier }, idempotencyKey });
      onCreated(created.adminKey);
    } catch {
      // The error shows in the form.
    }
  }
  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <Label htmlFor="account-name">Name</Label>
        <Input id="account-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <RadioGroup legend="Tier" name="tier" options={[...tiers]} value={tier} onChange={setTier} />
      <ErrorLine error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || name.trim() === ""}>
          {create.isPending ? "Creating…" : "Create account"}
        </Button>
      </div>
    </form>
  );
}

function StatusAction({ account }: { account: Account }) {
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetAccountStatus(account.accountId);
  if (account.operator) return null;
  const apply = async (status: Account["status"]) => {
    try {
      await setStatus.mutateAsync(status);
      toast.success(`${account.name} ${status === "active" ? "resumed" : "suspended"}`);
      setConfirming(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  if (account.status === "suspended") {
    return (
      <Button variant="secondary" size="sm" disabled={setStatus.isPending} onClick={() => apply("active")}>
        Resume
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        Suspend
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Suspend “${account.name}”?`}
        description="Its keys and dashboard sessions are refused at once; payments already in flight still complete. You can resume it later."
        confirmLabel="Suspend account"
        busy={setStatus.isPending}
        onConfirm={() => apply("suspended")}
      />
    </>
  );
}

/** /accounts: the operator's customer accounts (list, usage, create, suspend and resume); others are told why not. */
export function AccountsFeature() {
  const session = useSession();
  if (session.isOperator && session.permission === "admin") return <OperatorAccounts />;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title="Accounts" description="Only an admin of the operator account manages accounts." />
    </main>
  );
}

function OperatorAccounts() {
  const pages = useCursorPages();
  const accounts = useAccounts(pages.current);
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
      <PageHeader
        title="Accounts"
        description="Customer accounts on this deployment: each has its own keys, limits and data."
        actions={
          <CreateWithSecretDialog
            buttonLabel="Create account"
            form={{ title: "Create a customer account", description: "Its first admin key is shown once." }}
            secret={{
              title: "The account's first admin key",
              description: "Hand it to the customer over a safe channel; they make their other keys with it.",
            }}
            secretLabel="Admin API key"
            renderForm={(onCreated) => <CreateAccountForm onCreated={onCreated} />}
          />
        }
      />
      <QueryView query={accounts} what="the accounts">
        {(data) => (
          <>
            <AccountsTable accounts={data.accounts} actions={(account) => <StatusAction account={account} />} />
            <NewerOlderPager pages={pages} hasMore={data.hasMore} lastId={data.accounts.at(-1)?.accountId} />
          </>
        )}
      </QueryView>
    </main>
  );
}
