"use client";

import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { Input, Label } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import type { AuditEvent, AuditFilter } from "./audit-data-access";

const column = columnHelper<AuditEvent>();
const columns = [
  column.accessor("createdAt", { header: "When", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
  column.accessor("actor", {
    header: "Who",
    cell: (info) => (
      <span className="block max-w-48 truncate" title={`${info.getValue().type} ${info.getValue().id}`}>
        {info.getValue().label}
      </span>
    ),
  }),
  column.accessor("action", {
    header: "Action",
    cell: (info) => (
      <span className="inline-flex items-center gap-1.5">
        <Badge mono>{info.getValue()}</Badge>
        {info.row.original.outcome === "failed" ? <Badge tone="red">refused</Badge> : null}
      </span>
    ),
  }),
  column.accessor("object", {
    header: "Object",
    cell: (info) => <span className="font-mono text-xs">{info.getValue()?.id ?? "—"}</span>,
  }),
  column.accessor("clientAddress", {
    header: "From",
    cell: (info) => <span className="font-mono text-xs">{info.getValue() ?? "—"}</span>,
  }),
  column.accessor("requestId", {
    header: "Request",
    cell: (info) => (
      <span className="font-mono text-xs" title={info.getValue() ?? undefined}>
        {info.getValue()?.slice(0, 8) ?? "—"}
      </span>
    ),
  }),
];

export function AuditTable({ events }: { events: AuditEvent[] }) {
  return (
    <DataTable
      label="Audit events"
      columns={columns}
      data={events}
      rowId={(event) => event.auditEventId}
      empty="No audit events match."
    />
  );
}

type Fields = Pick<AuditFilter, "action" | "actor" | "object">;

/** Filters applied on submit; an empty field means any. */
export function AuditFiltersBar({ filter, onApply }: { filter: Fields; onApply: (next: Fields) => void }) {
  const [fields, setFields] = useState<Fields>(filter);
  const field = (name: keyof Fields, label: string, placeholder: string) => (
    <div>
      <Label htmlFor={`audit-${name}`}>{label}</Label>
      <Input
        id={`audit-${name}`}
        maxLength={128}
        placeholder={placeholder}
        value={fields[name] ?? ""}
        onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      />
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (value: string | undefined) => value?.trim() || undefined;
    onApply({ action: trimmed(fields.action), actor: trimmed(fields.actor), object: trimmed(fields.object) });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Filter audit events">
      {field("action", "Action", "webhook or api_key.created")}
      {field("actor", "Who", "key id or wallet address")}
      {field("object", "Object", "an id")}
      <Button type="submit" variant="secondary">
        Apply filters
      </Button>
    </form>
  );
}
