import type { ReactNode } from "react";
import { SiteHeader } from "@/components/ui/site-header";

/** The public pages (home, sign-in, API reference) under the site's header. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {children}
    </>
  );
}
