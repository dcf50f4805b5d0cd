"use client";

import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** A secret the API returns only once: shown in full with a copy button and a warning that it will not come back. */
export function SecretOnce({ label, secret, onDone }: { label: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(`${label} copied`);
    } catch {
      toast.error("The browser refused the clipboard: select the text and copy it");
    }
  }
  return (
    <div className="space-y-3" data-secret-once>
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
        Copy the {label.toLowerCase()} now: it is shown only this once and cannot be shown again.
      </p>
      <div className="flex items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded-md bg-zinc-900 px-3 py-2 font-mono text-xs text-zinc-100"
          data-secret
        >
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

type Step = { title: string; description: string };

/**
 * A button opening a dialog with a form that creates something whose secret the API returns once: the form first,
 * then the secret (SecretOnce) in its place until the dialog is closed.
 */
export function CreateWithSecretDialog({
  buttonLabel,
  form,
  secret: secretStep,
  secretLabel,
  renderForm,
}: {
  buttonLabel: string;
  form: Step;
  secret: Step;
  secretLabel: string;
  renderForm: (onCreated: (secret: string) => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string>();
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setSecret(undefined);
  };
  const step = secret ? secretStep : form;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{buttonLabel}</Button>
      <Dialog open={open} onOpenChange={close} title={step.title} description={step.description}>
        {secret ? (
          <SecretOnce label={secretLabel} secret={secret} onDone={() => close(false)} />
        ) : (
          renderForm(setSecret)
        )}
      </Dialog>
    </>
  );
}
