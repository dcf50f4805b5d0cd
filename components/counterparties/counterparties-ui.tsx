"use client";

import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Counterparty } from "./counterparties-data-access";

const column = columnHelper<Counterparty>();

/** Active, or still in its cooldown (until when): only then does it count as a known payee. */
function CooldownStatus({ counterparty }: { counterparty: Counterparty }) {
  return counterparty.active ? (
    <Badge tone="green">active</Badge>
  ) : (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone="amber">cooling down</Badge>
      <span className="text-xs text-zinc-600">
        active <RelativeTime iso={counterparty.activeAt} />
      </span>
    </span>
  );
}

function counterpartyColumns(actions: (c: Counterparty) => React.ReactNode) {
  return [
    column.accessor("name", { header: "Name", cell: (info) => <span className="font-medium">{info.getValue()}</span> }),
    column.accessor("address", {
      header: "Address",
      cell: (info) => <span className="font-mono text-xs break-all">{info.getValue()}</span>,
    }),
    column.accessor("note", { header: "Note", cell: (info) => info.getValue() ?? "" }),
    column.accessor("activeAt", {
      header: "Status",
      cell: (info) => <CooldownStatus counterparty={info.row.original} />,
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: (info) => actions(info.row.original),
    }),
  ];
}

/** The address book's entries, each with its cooldown and a delete button (the feature wires it to the API). */
export function CounterpartyTable({
  counterparties,
  actions,
}: {
  counterparties: Counterparty[];
  actions: (c: Counterparty) => React.ReactNode;
}) {
  const columns = useMemo(() => counterpartyColumns(actions), [actions]);
  return (
    <DataTable
      label="Address book"
      columns={columns}
      data={counterparties}
      rowId={(c) => c.counterpartyId}
      empty="No counterparties yet."
    />
  );
}
