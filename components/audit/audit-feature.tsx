"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import { type AuditFilter, useAuditEvents } from "./audit-data-access";
import { AuditFiltersBar, AuditTable } from "./audit-ui";

/** /audit: who changed what in this account, newest first, page by page (a stack of cursors to step back). */
export function AuditFeature() {
  const [filter, setFilter] = useState<Omit<AuditFilter, "startingAfter">>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const events = useAuditEvents({ ...filter, startingAfter: cursors.at(-1) });
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
          setCursors([]);
        }}
      />
      <QueryView query={events} what="the audit log">
        {(data) => (
          <>
            <AuditTable events={data.auditEvents} />
            <div className="flex justify-end gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={cursors.length === 0}
                onClick={() => setCursors(cursors.slice(0, -1))}
              >
                Newer
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!data.hasMore}
                onClick={() => setCursors([...cursors, data.auditEvents.at(-1)!.auditEventId])}
              >
                Older
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </main>
  );
}
