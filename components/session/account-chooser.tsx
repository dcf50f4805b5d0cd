"use client";

import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";
import type { AccountChoiceView } from "@/server/contracts/sessions";

/** What the wallet chose: an account (joining it when it was an invitation), or a new account of its own. */
export type Chosen = { accountId: string } | { newAccount: true };

/**
 * The accounts a wallet may sign in to, when it may sign in to more than one: its accounts, the invitations it may
 * accept, and (SIGNUP=open, a wallet of no account) an account of its own. Nothing is chosen for it.
 */
export function AccountChooser({
  choice,
  busy,
  onChoose,
}: {
  choice: AccountChoiceView;
  busy: boolean;
  onChoose: (chosen: Chosen) => void;
}) {
  return (
    <section aria-label="Choose an account" className="space-y-2 rounded-md border border-zinc-200 p-3">
      <p className="text-sm text-zinc-700">This wallet may sign in to several accounts. Which one?</p>
      <ul className="space-y-2">
        {choice.accounts.map((account) => (
          <li key={account.accountId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm">
              <span className="font-medium text-zinc-900">{account.name}</span>{" "}
              <span className="text-zinc-600">
                as {account.role}
                {account.status === "invited" ? (
                  <>
                    , invited (expires <RelativeTime iso={account.expiresAt} />)
                  </>
                ) : null}
              </span>
            </span>
            <Button
              size="sm"
              variant={account.status === "invited" ? "secondary" : "primary"}
              disabled={busy}
              onClick={() => onChoose({ accountId: account.accountId })}
              aria-label={`${account.status === "invited" ? "Join" : "Sign in to"} ${account.name}`}
            >
              {account.status === "invited" ? "Join" : "Sign in"}
            </Button>
          </li>
        ))}
      </ul>
      {choice.more ? (
        <p className="text-xs text-zinc-600">More accounts invited this wallet than are listed here.</p>
      ) : null}
      {choice.newAccount ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChoose({ newAccount: true })}>
          Create an account of my own
        </Button>
      ) : null}
    </section>
  );
}
