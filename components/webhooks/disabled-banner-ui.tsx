import Link from "next/link";
import type { Webhook } from "./webhooks-data-access";

/** Disabled endpoints at the top of /webhooks: why, and how to get the missed events back. */
export function DisabledWebhooksBanner({ webhooks }: { webhooks: Webhook[] }) {
  const disabled = webhooks.filter((w) => !w.enabled);
  if (disabled.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">
        {disabled.length === 1 ? "1 endpoint is disabled" : `${disabled.length} endpoints are disabled`}: no events are
        sent to {disabled.length === 1 ? "it" : "them"}.
      </p>
      <ul className="mt-2 space-y-1">
        {disabled.map((w) => (
          <li key={w.webhookId}>
            <Link href={`/webhooks/${w.webhookId}`} className="font-mono underline">
              {w.url}
            </Link>
            {w.disabledReason ? <span>: {w.disabledReason}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Fix the endpoint, enable it again, then re-send what it missed with{" "}
        <code className="font-mono">POST /v1/webhooks/&#123;id&#125;/recover</code>.
      </p>
    </div>
  );
}
