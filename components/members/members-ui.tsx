"use client";

import { useMemo } from "react";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { RelativeTime } from "@/components/ui/relative-time";
import { StatusBadge } from "@/components/ui/status-badge";
import type { Member, MemberRole } from "./members-data-access";

export const roles: { value: MemberRole; label: string }[] = [
  { value: "viewer", label: "Viewer: reads everything" },
  { value: "developer", label: "Developer: also sends, cancels and manages webhooks" },
  { value: "admin", label: "Admin: also manages API keys and members" },
];

export function RoleSelect({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id?: string;
  label?: string;
  value: MemberRole;
  disabled?: boolean;
  onChange: (role: MemberRole) => void;
}) {
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as MemberRole)}
      className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900"
    >
      {roles.map((role) => (
        <option key={role.value} value={role.value}>
          {role.value}
        </option>
      ))}
    </select>
  );
}

const column = columnHelper<Member>();

/** Active, or an invitation that waits for its wallet to sign in (until when), or one that lapsed unaccepted. */
function MemberStatus({ member }: { member: Member }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-member-status={member.status}>
      <StatusBadge status={member.status} />
      {member.status === "invited" ? (
        <span className="text-xs text-zinc-600">
          expires <RelativeTime iso={member.expiresAt} />
        </span>
      ) : null}
    </span>
  );
}

/** What a row offers: its role to change and a remove button (the feature wires them to the API). */
export type RowControls = (member: Member) => { role: React.ReactNode; actions: React.ReactNode };

function memberColumns(controls: RowControls, ownMemberId: string | undefined) {
  return [
    column.accessor("address", {
      header: "Wallet",
      cell: (info) => (
        <span className="inline-flex items-center gap-2">
          <span className="font-mono text-xs break-all" data-member-address={info.getValue()}>
            {info.getValue()}
          </span>
          {info.row.original.memberId === ownMemberId ? <span className="text-xs text-blue-700">(you)</span> : null}
        </span>
      ),
    }),
    column.display({ id: "role", header: "Role", cell: (info) => controls(info.row.original).role }),
    column.accessor("status", {
      header: "Status",
      cell: (info) => <MemberStatus member={info.row.original} />,
    }),
    column.accessor("createdAt", { header: "Added", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: (info) => controls(info.row.original).actions,
    }),
  ];
}

/** The account's members; the signed-in member's own row is marked. */
export function MemberTable({
  members,
  controls,
  ownMemberId,
}: {
  members: Member[];
  controls: RowControls;
  ownMemberId?: string;
}) {
  const columns = useMemo(() => memberColumns(controls, ownMemberId), [controls, ownMemberId]);
  return (
    <DataTable label="Members" columns={columns} data={members} rowId={(m) => m.memberId} empty="No members yet." />
  );
}
