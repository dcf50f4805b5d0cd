"use client";

import { useState } from "react";
import { NewerOlderPager, useCursorPages } from "@/components/ui/cursor-pages";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import { type AuditFilter, useAuditEvents } from "./audit-data-access";
import { AuditFiltersBar, AuditTable } from "./audit-ui";

/** /audit: who changed what in this account, newest first, page by page (a stack of cursors to step back). */
export function AuditFeature() {
  const [filter, setFilter] = useState<Omit<AuditFilter, "startingAfter">>({});
  const pages = useCursorPages();
  const events = useAuditEvents({ ...filter, startingAfter: pages.current });
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
      <PageHeader
        title="Audit log"
        description="Every change made in this account, by whom and from where. Events cannot be changed or deleted."
      />
      <AuditFiltersBar
        filter={filter}
        onApply={(next) => {
          setFilter(next);
          pages.reset();
        }}
      />
      <QueryView query={events} what="the audit log">
        {(data) => (
          <>
            <AuditTable events={data.auditEvents} />
            <NewerOlderPager pages={pages} hasMore={data.hasMore} lastId={data.auditEvents.at(-1)?.auditEventId} />
          </>
        )}
      </QueryView>
    </main>
  );
}
