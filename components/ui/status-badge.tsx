import { Badge } from "./badge";
import { statusTone } from "./status-tone";
import { words } from "./words";

/**
 * A status (of a transaction, a recipient's leg, a webhook delivery) as the dashboard shows every status: its colour
 * from status-tone.ts and a capital first letter, so "Completed" never stands beside "completed".
 */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={statusTone(status)} className="capitalize">
      <span data-status={status}>{words(status)}</span>
    </Badge>
  );
}
