import type { Schemas } from "@/client";
import { Badge } from "./badge";
import { statusTone } from "./status-tone";

/** A transaction's status, coloured as everywhere in the dashboard (status-tone.ts). */
export function StatusBadge({ status }: { status: Schemas["TransactionSummary"]["status"] }) {
  return (
    <Badge tone={statusTone(status)} className="capitalize">
      <span data-status={status}>{status}</span>
    </Badge>
  );
}
