"use client";

import Link from "next/link";
import { Address } from "@/components/ui/address";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailsCard, Field } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { plural } from "@/components/ui/plural";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import type { Approval, ApprovalDecision } from "./approvals-data-access";
import { ApprovalProgress, MakerName, WhatItIs } from "./approvals-ui";

export type Recipient = { address: string; amount: string };

export function ApprovalHeader({ approval }: { approval: Approval }) {
  return (
    <div className="space-y-1">
      <p className="text-sm text-zinc-500">
        <WhatItIs approval={approval} /> · held by {approval.policy.name}
      </p>
      <p className="text-3xl font-semibold tabular-nums text-zinc-900" data-approval-total>
        <Money amount={approval.content.total} asset={approval.content.asset} />
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-500">
        <StatusBadge status={approval.status} />
        <Address value={approval.approvalId} what="approval id" keep={40} />
      </div>
    </div>
  );
}

export function ApprovalFacts({ approval }: { approval: Approval }) {
  const { content } = approval;
  return (
    <DetailsCard>
      <Field label="Sender">
        <Address value={content.sender} keep={8} />
      </Field>
      <Field label="Total">
        <Money amount={content.total} asset={content.asset} />
      </Field>
      {content.outputAsset ? <Field label="Sender receives">{content.outputAsset}</Field> : null}
      <Field label="Recipients">{content.recipientCount.toLocaleString("en-US")}</Field>
      <Field label="Made by">
        <MakerName maker={approval.maker} />
        {approval.viewer?.isMaker ? <span className="text-zinc-600"> (you)</span> : null}
      </Field>
      <Field label="Approvals">
        <ApprovalProgress approval={approval} />
      </Field>
      <Field label="Held">
        <RelativeTime iso={approval.createdAt} />
      </Field>
      <Field label={approval.decidedAt ? "Decided" : "Expires"}>
        <RelativeTime iso={approval.decidedAt ?? approval.expiresAt} />
      </Field>
      <Field label="Transaction">
        {approval.transactionId ? (
          <Link
            href={`/transactions/${approval.transactionId}`}
            className="font-mono text-sky-700 underline underline-offset-2"
          >
            {approval.transactionId}
          </Link>
        ) : (
          <span className="text-zinc-600">None until its wallet signs (wallet mode)</span>
        )}
      </Field>
      <Field label="Digest">
        <Address value={approval.digest} what="digest" keep={8} />
      </Field>
    </DetailsCard>
  );
}

/** Who decided, as the audit log names the actor: a key's name, or a member's wallet. */
function actorName(actor: ApprovalDecision["actor"]): string {
  const name = actor.name ?? actor.address ?? actor.id;
  return typeof name === "string" ? name : "unknown";
}

export function DecisionsCard({ decisions }: { decisions: ApprovalDecision[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Decisions</CardTitle>
      </CardHeader>
      <CardBody>
        {decisions.length === 0 ? (
          <p className="text-sm text-zinc-600">No decision yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {decisions.map((d) => (
              <li
                key={`${d.decidedAt}-${actorName(d.actor)}`}
                className="space-y-1 py-2 text-sm"
                data-decision={d.decision}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={d.decision === "approve" ? "green" : "red"}>
                    {d.decision === "approve" ? "Approved" : "Rejected"}
                  </Badge>
                  <span className="font-medium text-zinc-900">{actorName(d.actor)}</span>
                  <span className="text-zinc-600">
                    <RelativeTime iso={d.decidedAt} />
                  </span>
                </div>
                {d.reason ? <p className="break-words text-zinc-700">{d.reason}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export const recipientsPerPage = 50;

/** One page of the recipients (a payroll may have 10,000: only this page is drawn), with the whole list's CSV. */
export function RecipientsCard({
  recipients,
  page,
  onPage,
  onDownload,
  downloading,
}: {
  recipients: Recipient[];
  page: number;
  onPage: (page: number) => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const pages = Math.max(1, Math.ceil(recipients.length / recipientsPerPage));
  const first = page * recipientsPerPage;
  const shown = recipients.slice(first, first + recipientsPerPage);
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>{plural(recipients.length, "recipient")}</CardTitle>
        <Button size="sm" variant="secondary" onClick={onDownload} disabled={downloading}>
          {downloading ? "Preparing…" : "Download CSV"}
        </Button>
      </CardHeader>
      <CardBody>
        <Table aria-label="Recipients">
          <THead>
            <TR>
              <TH>#</TH>
              <TH>Address</TH>
              <TH className="text-right">Amount</TH>
            </TR>
          </THead>
          <TBody>
            {shown.map((r, i) => (
              <TR key={r.address} data-recipient={r.address}>
                <TD data-label="#" className="tabular-nums text-zinc-600 max-sm:hidden">
                  {first + i + 1}
                </TD>
                <TD data-label="Address">
                  <Address value={r.address} keep={8} />
                </TD>
                <TD data-label="Amount" className="text-right">
                  <Money amount={r.amount} />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </CardBody>
      {pages > 1 ? (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-zinc-200 px-5 py-3 text-sm text-zinc-600">
          <span data-recipients-page>
            {(first + 1).toLocaleString("en-US")}–
            {Math.min(first + recipientsPerPage, recipients.length).toLocaleString("en-US")} of{" "}
            {recipients.length.toLocaleString("en-US")}
          </span>
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
