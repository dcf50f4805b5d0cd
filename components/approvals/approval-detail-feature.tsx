"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { downloadText } from "@/components/payroll/payroll-csv";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorLine } from "@/components/ui/error-line";
import { Label } from "@/components/ui/input";
import { errorMessage, QueryView } from "@/components/ui/query-error";
import { ApprovalFacts, ApprovalHeader, DecisionsCard, RecipientsCard } from "./approval-detail-ui";
import { type Approval, counterpartyNames, type Decision, useApproval, useDecide } from "./approvals-data-access";
import { recipientsCsv } from "./recipients-csv";

export const maxReason = 500;

/** Why this caller has no decision to take, or null when it may approve or reject. */
function cannotDecide(approval: Approval, isAdmin: boolean): string | null {
  if (approval.status !== "awaiting") return `This approval is ${approval.status}: it takes no more decisions.`;
  if (approval.viewer?.isMaker) {
    return "You made this payment, so you cannot decide it (SELF_APPROVAL): another admin must approve or reject it.";
  }
  if (approval.viewer?.hasDecided)
    return "You decided this approval already; another admin must take the next decision.";
  if (!isAdmin) return "Deciding needs an admin. Your key may read approvals only.";
  return null;
}

function DecideForm({ approval }: { approval: Approval }) {
  const decide = useDecide(approval.approvalId);
  const [reason, setReason] = useState("");
  const [missingReason, setMissingReason] = useState(false);
  const blocked = cannotDecide(approval, useCan("admin"));

  function submit(decision: Decision) {
    const why = reason.trim();
    if (decision === "reject" && why === "") {
      setMissingReason(true);
      return;
    }
    setMissingReason(false);
    decide.mutate(
      { decision, reason: why || undefined },
      {
        onSuccess: (after) => {
          setReason("");
          toast.success(decision === "approve" ? `Approved (${after.approvals} of ${after.required})` : "Rejected");
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Decide</CardTitle>
      </CardHeader>
      <CardBody>
        {blocked ? (
          <p className="text-sm text-zinc-700" data-cannot-decide>
            {blocked}
          </p>
        ) : (
          <form className="space-y-3" onSubmit={(e: FormEvent) => e.preventDefault()}>
            <div>
              <Label htmlFor="decision-reason">Reason (needed to reject)</Label>
              <textarea
                id="decision-reason"
                maxLength={maxReason}
                rows={3}
                value={reason}
                aria-invalid={missingReason || undefined}
                aria-describedby="decision-reason-hint"
                onChange={(e) => setReason(e.target.value)}
                className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs focus:border-zinc-900 focus:outline-none focus:ring-1 focus:ring-zinc-900 aria-invalid:border-rose-500"
              />
              <p id="decision-reason-hint" className="mt-1 text-xs text-zinc-600">
                Kept with the decision and in the audit log; at most {maxReason} characters.
              </p>
            </div>
            {missingReason ? (
              <p role="alert" className="text-sm text-rose-700">
                Say why you reject it.
              </p>
            ) : null}
            <ErrorLine error={decide.error} />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => submit("approve")} disabled={decide.isPending}>
                Approve
              </Button>
              <Button variant="danger" onClick={() => submit("reject")} disabled={decide.isPending}>
                Reject
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}

function Recipients({ approval }: { approval: Approval }) {
  const recipients = approval.content.recipients ?? [];
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      downloadText(`approval-${approval.approvalId}.csv`, recipientsCsv(recipients, await counterpartyNames()));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <RecipientsCard
      recipients={recipients}
      page={page}
      onPage={setPage}
      onDownload={() => void download()}
      downloading={downloading}
    />
  );
}

/** /approvals/[approvalId]: the held payment whole (every recipient), its decisions, and approve or reject. */
export function ApprovalDetailFeature({ approvalId }: { approvalId: string }) {
  const approval = useApproval(approvalId);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <Link href="/approvals" className="inline-block text-sm font-medium text-sky-700 underline underline-offset-2">
        ← Approvals
      </Link>
      <QueryView query={approval} what="this approval">
        {(data) => (
          <div className="space-y-6">
            <ApprovalHeader approval={data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <ApprovalFacts approval={data} />
              <div className="space-y-6">
                <DecideForm approval={data} />
                <DecisionsCard decisions={data.decisions} />
              </div>
            </div>
            <Recipients approval={data} />
          </div>
        )}
      </QueryView>
    </main>
  );
}
