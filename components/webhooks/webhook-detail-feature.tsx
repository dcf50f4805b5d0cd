"use client";

import { format } from "date-fns";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage, QueryError, QueryView } from "@/components/ui/query-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { SecretOnce } from "@/components/ui/secret-once";
import { DeliveryFilters } from "./delivery-filters-ui";
import {
  type DeliveryFilter,
  deliveriesPageSize,
  useDeleteWebhook,
  useDeliveries,
  useRetryDelivery,
  useRotateSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhook,
  type Webhook,
} from "./webhooks-data-access";
import { DeliveryLog, EventBadges, EventPicker, WebhookStatus } from "./webhooks-ui";

/** Runs an action and says how it went in a toast; the API's message says what to do when it was refused. */
async function withToast(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

function EditEventsDialog({ webhook }: { webhook: Webhook }) {
  const update = useUpdateWebhook(webhook.webhookId);
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState(webhook.events);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setEvents(webhook.events);
          setOpen(true);
        }}
      >
        Edit events
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Events sent to this endpoint">
        <div className="space-y-4">
          <EventPicker value={events} onChange={setEvents} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              disabled={events.length === 0 || update.isPending}
              onClick={async () => {
                if (await withToast(() => update.mutateAsync({ events }), "Events saved")) setOpen(false);
              }}
            >
              Save
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function RotateSecretDialog({ webhookId }: { webhookId: string }) {
  const rotate = useRotateSecret(webhookId);
  const [open, setOpen] = useState(false);
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) rotate.reset();
  };
  const rotated = rotate.data;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Rotate secret
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={rotated ? "New signing secret" : "Rotate the signing secret?"}
        description={
          rotated
            ? `Deliveries carry signatures with both secrets until ${format(new Date(rotated.previousSecretExpiresAt), "yyyy-MM-dd HH:mm")}: switch your endpoint to the new one before then.`
            : "A new secret is made; the current one keeps signing beside it for 24 hours."
        }
      >
        {rotated ? (
          <SecretOnce label="Signing secret" secret={rotated.secret} onDone={() => close(false)} />
        ) : (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              disabled={rotate.isPending}
              onClick={() => rotate.mutateAsync().catch((error) => toast.error(errorMessage(error)))}
            >
              Rotate secret
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}

function DeleteWebhookButton({ webhook }: { webhook: Webhook }) {
  const remove = useDeleteWebhook(webhook.webhookId);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this webhook?"
        description={`${webhook.url} gets no more deliveries, and its delivery log goes with it. This cannot be undone.`}
        confirmLabel="Delete webhook"
        busy={remove.isPending}
        onConfirm={async () => {
          if (await withToast(() => remove.mutateAsync(), "Webhook deleted")) router.push("/webhooks");
        }}
      />
    </>
  );
}

function WebhookActions({ webhook }: { webhook: Webhook }) {
  const update = useUpdateWebhook(webhook.webhookId);
  const test = useSendTestEvent(webhook.webhookId);
  return (
    <>
      <Button
        variant="secondary"
        disabled={test.isPending || !webhook.enabled}
        title={webhook.enabled ? undefined : "Enable the webhook to send it events"}
        onClick={() => withToast(() => test.mutateAsync(), "Test event queued: it shows in the log")}
      >
        Send test event
      </Button>
      <EditEventsDialog webhook={webhook} />
      <Button
        variant="secondary"
        disabled={update.isPending}
        onClick={() =>
          withToast(
            () => update.mutateAsync({ enabled: !webhook.enabled }),
            webhook.enabled ? "Webhook disabled" : "Webhook enabled",
          )
        }
      >
        {webhook.enabled ? "Disable" : "Enable"}
      </Button>
      <RotateSecretDialog webhookId={webhook.webhookId} />
      <DeleteWebhookButton webhook={webhook} />
    </>
  );
}

function Deliveries({ webhookId, canWrite }: { webhookId: string; canWrite: boolean }) {
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const deliveries = useDeliveries(webhookId, page, filter);
  const retry = useRetryDelivery(webhookId);
  const total = deliveries.data?.total ?? 0;
  const first = page * deliveriesPageSize;
  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>Delivery log</CardTitle>
        {/* Nothing until the first page came: "No deliveries" beside the log's "Loading…" contradicted it. */}
        {deliveries.data ? (
          <span className="text-xs text-zinc-600" data-deliveries-range>
            {total === 0 ? "No deliveries" : `${first + 1}–${first + deliveries.data.deliveries.length} of ${total}`}
          </span>
        ) : null}
      </CardHeader>
      <CardBody className="space-y-3">
        <DeliveryFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        <QueryView query={deliveries} what="deliveries">
          {(data) => (
            <DeliveryLog
              deliveries={data.deliveries}
              retrying={retry.isPending ? retry.variables : undefined}
              retry={
                canWrite
                  ? (deliveryId) => withToast(() => retry.mutateAsync(deliveryId), "Retry queued: it shows in the log")
                  : undefined
              }
            />
          )}
        </QueryView>
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button size="sm" variant="secondary" disabled={!deliveries.data?.hasMore} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}

/** /webhooks/[id]: one endpoint, what a write key may do with it, and its delivery log with retries. */
export function WebhookDetailFeature({ webhookId }: { webhookId: string }) {
  const webhook = useWebhook(webhookId);
  const canWrite = useCan("write");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Link href="/webhooks" className="text-sm text-zinc-700 hover:text-zinc-900">
        ← Webhooks
      </Link>
      {webhook.error ? (
        <div className="mt-4">
          <QueryError error={webhook.error} what="this webhook" />
        </div>
      ) : webhook.data ? (
        <div className="mt-4 space-y-6">
          <PageHeader
            title={<span className="font-mono text-xl">{webhook.data.url}</span>}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <WebhookStatus webhook={webhook.data} />
                <span>
                  added <RelativeTime iso={webhook.data.createdAt} />
                </span>
                <span className="font-mono text-xs">{webhook.data.webhookId}</span>
              </span>
            }
            actions={canWrite ? <WebhookActions webhook={webhook.data} /> : null}
          />
          <EventBadges events={webhook.data.events} />
          <Deliveries webhookId={webhookId} canWrite={canWrite} />
        </div>
      ) : (
        <p className="mt-4 text-sm text-zinc-600">Loading…</p>
      )}
    </main>
  );
}
