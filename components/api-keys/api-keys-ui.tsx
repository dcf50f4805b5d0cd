"use client";

import { useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { columnHelper, DataTable } from "@/components/ui/data-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { ApiKey } from "./api-keys-data-access";

const permissionTone = { read: "neutral", write: "blue", admin: "violet" } as const;

export function isLive(key: ApiKey, now = Date.now()): boolean {
  return !key.revokedAt && (!key.expiresAt || Date.parse(key.expiresAt) > now);
}

function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revokedAt) {
    return (
      <span className="inline-flex items-center gap-1.5" data-key-status="revoked">
        <Badge tone="red">Revoked</Badge>
        <RelativeTime iso={apiKey.revokedAt} />
      </span>
    );
  }
  if (apiKey.expiresAt) {
    const expired = Date.parse(apiKey.expiresAt) <= Date.now();
    return (
      <span className="inline-flex items-center gap-1.5" data-key-status={expired ? "expired" : "rotating"}>
        <Badge tone={expired ? "red" : "amber"}>{expired ? "Expired" : "Rotated, expires"}</Badge>
        <RelativeTime iso={apiKey.expiresAt} />
      </span>
    );
  }
  return (
    <span data-key-status="active">
      <Badge tone="green">Active</Badge>
    </span>
  );
}

const column = columnHelper<ApiKey>();

export type KeyAction = "rotate" | "revoke";
type OnAction = (action: KeyAction, key: ApiKey) => void;

function KeyActions({ apiKey, onAction }: { apiKey: ApiKey; onAction: OnAction }) {
  return (
    <div className="flex justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onAction("rotate", apiKey)}
        aria-label={`Rotate ${apiKey.name}`}
      >
        Rotate
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={() => onAction("revoke", apiKey)}
        aria-label={`Revoke ${apiKey.name}`}
      >
        Revoke
      </Button>
    </div>
  );
}

function KeyName({ apiKey, ownKeyId }: { apiKey: ApiKey; ownKeyId: string | undefined }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-medium text-zinc-900">{apiKey.name}</span>
      {apiKey.keyId === ownKeyId ? (
        <span data-own-key>
          <Badge tone="blue">This session</Badge>
        </span>
      ) : null}
    </span>
  );
}

function keyColumns(onAction: OnAction | undefined, ownKeyId: string | undefined) {
  return [
    column.accessor("name", {
      header: "Name",
      cell: (info) => <KeyName apiKey={info.row.original} ownKeyId={ownKeyId} />,
    }),
    column.accessor("prefix", {
      header: "Key",
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    column.accessor("permission", {
      header: "Permission",
      cell: (info) => <Badge tone={permissionTone[info.getValue()]}>{info.getValue()}</Badge>,
    }),
    column.accessor("tier", { header: "Tier", cell: (info) => info.getValue() }),
    column.display({ id: "status", header: "Status", cell: (info) => <KeyStatus apiKey={info.row.original} /> }),
    column.accessor("createdAt", { header: "Created", cell: (info) => <RelativeTime iso={info.getValue()} /> }),
    column.accessor("lastUsedAt", {
      header: "Last used",
      cell: (info) => <RelativeTime iso={info.getValue()} empty="never" />,
    }),
    ...(onAction
      ? [
          column.display({
            id: "actions",
            header: () => <span className="sr-only">Actions</span>,
            cell: (info) =>
              isLive(info.row.original) ? <KeyActions apiKey={info.row.original} onAction={onAction} /> : null,
          }),
        ]
      : []),
  ];
}

/**
 * The account's keys, the one this session signed in with marked; `onAction` (rotate, revoke) is left out for a
 * session that may not use them.
 */
export function ApiKeyTable({ keys, onAction, ownKeyId }: { keys: ApiKey[]; onAction?: OnAction; ownKeyId?: string }) {
  const columns = useMemo(() => keyColumns(onAction, ownKeyId), [onAction, ownKeyId]);
  return <DataTable label="API keys" columns={columns} data={keys} rowId={(key) => key.keyId} empty="No API keys." />;
}
