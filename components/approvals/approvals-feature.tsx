"use client";

import { useState } from "react";
import { NewerOlderPager, useCursorPages } from "@/components/ui/cursor-pages";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { type ApprovalStatus, useApprovals } from "./approvals-data-access";
import { ApprovalTable, StatusTabs } from "./approvals-ui";

/** /approvals: the payments policies hold, one status at a time; a row opens the payment to decide it. */
export function ApprovalsFeature() {
  const [status, setStatus] = useState<ApprovalStatus>("awaiting");
  const pages = useCursorPages();
  const list = useApprovals(status, pages.current);
  return (
    <main className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
      <PageHeader
        title="Approvals"
        description="Payments a policy held until enough admins approve them. The maker of a payment never decides it; one rejection cancels it."
      />
      <StatusTabs
        value={status}
        onChange={(next) => {
          setStatus(next);
          pages.reset();
        }}
      />
      {list.error ? <QueryError error={list.error} what="the approvals" /> : null}
      {list.data ? (
        <div className="space-y-3">
          <ApprovalTable approvals={list.data.approvals} status={status} />
          {pages.number > 1 || list.data.hasMore ? (
            <NewerOlderPager
              pages={pages}
              hasMore={list.data.hasMore}
              lastId={list.data.approvals.at(-1)?.approvalId}
            />
          ) : null}
        </div>
      ) : list.error ? null : (
        <p className="text-sm text-zinc-600">Loading…</p>
      )}
    </main>
  );
}
