"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { type CSSProperties, type ReactNode, useState } from "react";
import { rememberCsrfToken } from "@/components/api/api-client";
import { useAwaitingCount } from "@/components/approvals/approvals-data-access";
import { AwaitingBadge } from "@/components/approvals/approvals-ui";
import { Button } from "@/components/ui/button";
import type { BrowserConfig } from "@/server/contracts/browser-config";
import type { SessionView } from "@/server/contracts/sessions";
import { DashboardProviders } from "./dashboard-providers";
import { type DashboardSession, SessionProvider } from "./session-context";
import { useSignOut } from "./shell-data-access";
import { Brand, NavLinks, SignedInAs, SignOutButton } from "./shell-ui";
import { TestModeBanner } from "./test-mode-banner";

/** The navigation, with how many approvals await beside Approvals (asked once a minute: approvals-data-access.ts). */
function DashboardNav({ session, onNavigate }: { session: DashboardSession; onNavigate?: () => void }) {
  const awaiting = useAwaitingCount();
  const badges = awaiting.data
    ? { "/approvals": <AwaitingBadge count={awaiting.data.count} more={awaiting.data.more} /> }
    : {};
  return (
    <nav aria-label="Dashboard">
      <NavLinks permission={session.permission} operator={session.isOperator} onNavigate={onNavigate} badges={badges} />
    </nav>
  );
}

/** Phones get the navigation in a drawer behind a Menu button; wider screens keep it beside the page. */
function MobileMenu({ session }: { session: DashboardSession }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="lg:hidden" aria-label="Open navigation">
          Menu
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-900/30" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white p-4 shadow-xl focus:outline-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold text-zinc-900">Navigation</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                Close
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Pages of the dashboard</Dialog.Description>
          <DashboardNav session={session} onNavigate={() => setOpen(false)} />
          <div className="mt-6 border-t border-zinc-200 pt-4">
            <SignedInAs session={session} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TopBar({ session }: { session: DashboardSession }) {
  const signOut = useSignOut();
  return (
    <header className="h-14 border-b border-zinc-200 bg-white/90 backdrop-blur">
      <div className="flex h-full items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <MobileMenu session={session} />
          <Brand />
        </div>
        <div className="flex min-w-0 items-center gap-3">
          <div className="hidden min-w-0 sm:block">
            <SignedInAs session={session} />
          </div>
          <SignOutButton onClick={() => signOut.mutate()} busy={signOut.isPending} />
        </div>
      </div>
    </header>
  );
}

/** The dashboard's frame: top bar (who is signed in, sign out), navigation, and the page; test mode says so. */
export function DashboardShell({
  session,
  config,
  children,
}: {
  session: SessionView;
  config: BrowserConfig;
  children: ReactNode;
}) {
  const testMode = config.embeddedDevnet;
  const { csrfToken, ...visible } = session;
  // The page knows its CSRF token from the start, so its first changing request needs no extra round trip.
  rememberCsrfToken(csrfToken);
  return (
    <DashboardProviders config={config}>
      <SessionProvider session={visible}>
        {/* The strip and the top bar stick together; the navigation sticks below them and fills the rest. */}
        <div className="sticky top-0 z-30">
          {testMode ? <TestModeBanner /> : null}
          <TopBar session={visible} />
        </div>
        <div className="flex" style={{ "--shell-top": testMode ? "5.25rem" : "3.5rem" } as CSSProperties}>
          <aside className="sticky top-(--shell-top) hidden h-[calc(100vh-var(--shell-top))] w-56 shrink-0 border-r border-zinc-200 bg-white p-3 lg:block">
            <DashboardNav session={visible} />
          </aside>
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      </SessionProvider>
    </DashboardProviders>
  );
}
