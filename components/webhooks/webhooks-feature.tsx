"use client";

import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { QueryView } from "@/components/ui/query-error";
import { CreateWithSecretDialog } from "@/components/ui/secret-once";
import { DisabledWebhooksBanner } from "./disabled-banner-ui";
import { useCreateWebhook, useWebhooks, type WebhookEvent } from "./webhooks-data-access";
import { EventPicker, WebhookTable } from "./webhooks-ui";

function CreateWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["transaction.completed", "transaction.failed"]);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await create.mutateAsync({ body: { url: url.trim(), events }, idempotencyKey });
      toast.success("Webhook added");
      onCreated(created.secret);
    } catch {
      // The error shows in the form.
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <Label htmlFor="webhook-url">Endpoint URL</Label>
        <Input
          id="webhook-url"
          type="url"
          required
          maxLength={2048}
          placeholder="https://example.com/hooks/payments"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </div>
      <EventPicker value={events} onChange={setEvents} />
      <ErrorLine error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || events.length === 0 || url.trim() === ""}>
          {create.isPending ? "Adding…" : "Add endpoint"}
        </Button>
      </div>
    </form>
  );
}

function CreateWebhookDialog() {
  return (
    <CreateWithSecretDialog
      buttonLabel="Add endpoint"
      form={{
        title: "Add a webhook endpoint",
        description:
          "Deliveries are signed POST requests to an https URL on a public address. For an endpoint on your own machine (http, 127.0.0.1), start the service with WEBHOOK_ALLOW_PRIVATE=1.",
      }}
      secret={{
        title: "Signing secret",
        description: "Verify every delivery's webhook-signature header with this secret (Standard Webhooks).",
      }}
      secretLabel="Signing secret"
      renderForm={(onCreated) => <CreateWebhookForm onCreated={onCreated} />}
    />
  );
}

/** /webhooks: the account's endpoints; a write key adds them (the secret shown once). */
export function WebhooksFeature() {
  const webhooks = useWebhooks();
  const canWrite = useCan("write");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Webhooks"
        description="Endpoints told about every status change, signed with Standard Webhooks and retried for a day."
        actions={canWrite ? <CreateWebhookDialog /> : null}
      />
      <QueryView query={webhooks} what="webhooks">
        {(data) => (
          <>
            <DisabledWebhooksBanner webhooks={data.webhooks} />
            <WebhookTable webhooks={data.webhooks} />
          </>
        )}
      </QueryView>
    </main>
  );
}
