"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Short } from "@/components/ui/short";
import { navIcons } from "./nav-icons";
import { type DashboardSession, type Permission, permits } from "./session-context";

/** `operator`: shown to the operator account's sessions only. */
type NavItem = { href: string; label: string; needs: Permission; operator?: boolean };

/** The dashboard's pages, each shown only to a key that may use it (payroll joins them once its page exists). */
export const navItems: NavItem[] = [
  { href: "/overview", label: "Overview", needs: "read" },
  { href: "/send", label: "Send", needs: "write" },
  { href: "/payroll", label: "Payroll", needs: "read" },
  { href: "/schedules", label: "Schedules", needs: "read" },
  { href: "/payment-requests", label: "Payment requests", needs: "read" },
  { href: "/private-balance", label: "Private balance", needs: "read" },
  { href: "/transactions", label: "Transactions", needs: "read" },
  { href: "/approvals", label: "Approvals", needs: "read" },
  { href: "/address-book", label: "Address book", needs: "read" },
  { href: "/webhooks", label: "Webhooks", needs: "read" },
  { href: "/api-keys", label: "API keys", needs: "admin" },
  { href: "/audit", label: "Audit log", needs: "admin" },
  { href: "/accounts", label: "Accounts", needs: "admin", operator: true },
  { href: "/members", label: "Members", needs: "admin" },
  { href: "/docs", label: "API reference", needs: "read" },
];

export function NavLinks({
  permission,
  operator = false,
  onNavigate,
  badges = {},
}: {
  permission: Permission;
  operator?: boolean;
  onNavigate?: () => void;
  /** Something to show after an item's label, by its href (the count of approvals awaiting). */
  badges?: Record<string, ReactNode>;
}) {
  const pathname = usePathname();
  return (
    <ul className="space-y-0.5">
      {navItems
        .filter((item) => permits(permission, item.needs) && (!item.operator || operator))
        .map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium",
                  active ? "bg-zinc-900 text-white" : "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900",
                )}
              >
                {navIcons[item.href]}
                {item.label}
                {badges[item.href]}
              </Link>
            </li>
          );
        })}
    </ul>
  );
}

const permissionTone = { read: "neutral", write: "blue", admin: "violet" } as const;

/** Who is signed in: a member's shortened wallet address and role, or the key's name and permission. */
export function SignedInAs({ session }: { session: DashboardSession }) {
  const { actor } = session;
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm" data-signed-in-as>
      {actor.type === "member" ? (
        <span className="truncate font-medium text-zinc-900" title={actor.address} data-member-address={actor.address}>
          <Short value={actor.address} keep={4} />
        </span>
      ) : (
        <span className="truncate font-medium text-zinc-900" title={actor.name}>
          {actor.name}
        </span>
      )}
      <Badge tone={permissionTone[session.permission]}>{session.role ?? session.permission}</Badge>
    </div>
  );
}

export function SignOutButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={busy}>
      {busy ? "Signing out…" : "Sign out"}
    </Button>
  );
}

/** The home link. Not prefetched: the home page's payload carries preloads of its token images, which the browser
 * then reports as unused on whichever page prefetched it. */
export function Brand() {
  return (
    <Link
      href="/"
      prefetch={false}
      className="flex items-center gap-2 whitespace-nowrap font-semibold tracking-tight text-zinc-900"
    >
      <span className="grid size-7 place-items-center rounded-md bg-zinc-900 text-xs font-bold text-white">P</span>
      <span className="hidden sm:inline">Payment Service</span>
    </Link>
  );
}
