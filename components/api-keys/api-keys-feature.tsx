"use client";

import { type FormEvent, useCallback, useState } from "react";
import { toast } from "sonner";
import { useCan, useSession } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage, QueryView } from "@/components/ui/query-error";
import { RadioGroup, type RadioOption } from "@/components/ui/radio-group";
import { CreateWithSecretDialog, SecretOnce } from "@/components/ui/secret-once";
import {
  type ApiKey,
  type Permission,
  useApiKeys,
  useCreateApiKey,
  useRevokeApiKey,
  useRotateApiKey,
} from "./api-keys-data-access";
import { ApiKeyTable, type KeyAction } from "./api-keys-ui";

const permissions: RadioOption<Permission>[] = [
  { value: "read", label: "Read: look up quotes, balances, transactions and webhooks" },
  { value: "write", label: "Write: also send, cancel and manage webhooks" },
  { value: "admin", label: "Admin: also manage API keys" },
];

/** When the rotated key stops working, in seconds from now. */
const gracePeriods: RadioOption<number>[] = [
  { value: 0, label: "Now" },
  { value: 3600, label: "In 1 hour" },
  { value: 24 * 3600, label: "In 24 hours" },
  { value: 7 * 24 * 3600, label: "In 7 days" },
];

function CreateKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [permission, setPermission] = useState<Permission>("read");
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await create.mutateAsync({ body: { name: name.trim(), permission }, idempotencyKey });
      onCreated(created.key);
    } catch {
      // The error shows in the form.
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <Label htmlFor="key-name">Name</Label>
        <Input
          id="key-name"
          required
          maxLength={100}
          placeholder="Reporting job"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <RadioGroup
        legend="Permission"
        name="permission"
        options={permissions}
        value={permission}
        onChange={setPermission}
      />
      <ErrorLine error={create.error} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || name.trim() === ""}>
          {create.isPending ? "Creating…" : "Create key"}
        </Button>
      </div>
    </form>
  );
}

function CreateKeyDialog() {
  return (
    <CreateWithSecretDialog
      buttonLabel="Create key"
      form={{ title: "Create an API key", description: "Keys share the account's rate limits. The key is shown once." }}
      secret={{
        title: "Your new API key",
        description: "Keep it in a secret store; anyone holding it acts as your account with its permission.",
      }}
      secretLabel="API key"
      renderForm={(onCreated) => <CreateKeyForm onCreated={onCreated} />}
    />
  );
}

type DialogProps = { apiKey: ApiKey; onClose: () => void };

/** Lives outside the table: once rotated, the old key's row loses its buttons, and the new key must stay shown. */
function RotateKeyDialog({ apiKey, onClose }: DialogProps) {
  const rotate = useRotateApiKey(apiKey.keyId);
  const [grace, setGrace] = useState(24 * 3600);
  const close = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={close}
      title={rotate.data ? "The replacement key" : `Rotate “${apiKey.name}”?`}
      description={
        rotate.data
          ? "Switch your integration to this key before the old one stops working."
          : "A new key with the same name and permission replaces this one; choose when the old key stops working."
      }
    >
      {rotate.data ? (
        <SecretOnce label="API key" secret={rotate.data.key} onDone={onClose} />
      ) : (
        <div className="space-y-4">
          <RadioGroup
            legend="The old key stops working"
            name="grace"
            options={gracePeriods}
            value={grace}
            onChange={setGrace}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={rotate.isPending}
              onClick={() => rotate.mutateAsync(grace).catch((error) => toast.error(errorMessage(error)))}
            >
              Rotate key
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function RevokeKeyDialog({ apiKey, onClose }: DialogProps) {
  const revoke = useRevokeApiKey(apiKey.keyId);
  const ownKey = useSession().keyId === apiKey.keyId;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Revoke “${apiKey.name}”?`}
      description={
        ownKey
          ? `${apiKey.prefix} is the key this session signed in with: it stops working at once and you are signed out. This cannot be undone.`
          : `${apiKey.prefix} stops working at once, and the dashboard sessions signed in with it end. This cannot be undone.`
      }
      confirmLabel="Revoke key"
      busy={revoke.isPending}
      onConfirm={async () => {
        try {
          await revoke.mutateAsync();
          toast.success(`${apiKey.name} revoked`);
          onClose();
        } catch (error) {
          toast.error(errorMessage(error));
        }
      }}
    />
  );
}

/** /api-keys: the account's keys for an admin session; other sessions are told what they would need. */
export function ApiKeysFeature() {
  const canAdmin = useCan("admin");
  const ownKeyId = useSession().keyId ?? undefined;
  const keys = useApiKeys();
  const [action, setAction] = useState<{ kind: KeyAction; apiKey: ApiKey }>();
  const onAction = useCallback((kind: KeyAction, apiKey: ApiKey) => setAction({ kind, apiKey }), []);
  const done = () => setAction(undefined);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title="API keys"
        description="Keys act as your account: read < write < admin. Only a prefix of each is kept."
        actions={canAdmin ? <CreateKeyDialog /> : null}
      />
      <QueryView query={keys} what="API keys">
        {(data) => <ApiKeyTable keys={data.apiKeys} onAction={canAdmin ? onAction : undefined} ownKeyId={ownKeyId} />}
      </QueryView>
      {action?.kind === "rotate" ? (
        <RotateKeyDialog key={action.apiKey.keyId} apiKey={action.apiKey} onClose={done} />
      ) : null}
      {action?.kind === "revoke" ? (
        <RevokeKeyDialog key={action.apiKey.keyId} apiKey={action.apiKey} onClose={done} />
      ) : null}
    </main>
  );
}
