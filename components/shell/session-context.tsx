"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { SessionView } from "@/server/contracts/sessions";

export type Permission = SessionView["permission"];
export type DashboardSession = Omit<SessionView, "csrfToken">;

const SessionContext = createContext<DashboardSession | null>(null);

export function SessionProvider({ session, children }: { session: DashboardSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Who the dashboard is signed in as (the shell knows it before any page renders). */
export function useSession(): DashboardSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession is for pages inside the dashboard shell");
  return session;
}

const rank: Record<Permission, number> = { read: 0, write: 1, admin: 2 };

/** Permissions nest (read < write < admin), as the API checks them. */
export function permits(granted: Permission, needed: Permission): boolean {
  return rank[granted] >= rank[needed];
}

/** Whether the signed-in key may do what needs `needed`: pages show no buttons it cannot press. */
export function useCan(needed: Permission): boolean {
  return permits(useSession().permission, needed);
}
