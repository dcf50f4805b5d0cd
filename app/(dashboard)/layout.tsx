import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { DashboardShell } from "@/components/shell/shell-feature";
import { dashboardSession } from "@/server/http/dashboard-session";
import { sessionCookieName } from "@/server/http/session-cookie";
import { browserConfig } from "@/server/services/config/browser-config";

/** Every dashboard page: signed in (else to /login and back), inside the navigation shell. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await dashboardSession((await cookies()).get(sessionCookieName)?.value);
  if (!session) {
    const path = (await headers()).get("x-dashboard-path") ?? "/overview";
    redirect(`/login?next=${encodeURIComponent(path)}`);
  }
  // The toaster lives here, not in the root layout: only the dashboard toasts, and the public pages (the hosted
  // pay page above all) should not load it.
  return (
    <>
      <DashboardShell session={session} config={browserConfig()}>
        {children}
      </DashboardShell>
      <Toaster position="bottom-right" closeButton />
    </>
  );
}
