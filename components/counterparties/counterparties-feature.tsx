"use client";

import { type FormEvent, useCallback, useState } from "react";
import { toast } from "sonner";
import { useCan } from "@/components/shell/session-context";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorLine } from "@/components/ui/error-line";
import { Input, Label } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { errorMessage, QueryView } from "@/components/ui/query-error";
import {
  type Counterparty,
  useAddCounterparty,
  useCounterparties,
  useDeleteCounterparty,
} from "./counterparties-data-access";
import { CounterpartyTable } from "./counterparties-ui";

function AddCounterpartyForm() {
  const add = useAddCounterparty();
  const [name, setName] = useState("");
  const [address, setAddress] = useState("");
  const [note, setNote] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const made = await add.mutateAsync({
        name: name.trim(),
        address: address.trim(),
        note: note.trim() || undefined,
      });
      toast.success(`Added ${made.name}: active from ${new Date(made.activeAt).toLocaleString()}`);
      setName("");
      setAddress("");
      setNote("");
    } catch {
      // The error shows in the form.
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="counterparty-name">Name</Label>
        <Input id="counterparty-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="counterparty-address">Address</Label>
        <Input
          id="counterparty-address"
          required
          maxLength={44}
          autoComplete="off"
          placeholder="The wallet it is paid at"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="counterparty-note">Note (optional)</Label>
        <Input id="counterparty-note" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="space-y-3 sm:col-span-2">
        <ErrorLine error={add.error} />
        <Button type="submit" disabled={add.isPending || name.trim() === "" || address.trim() === ""}>
          {add.isPending ? "Adding…" : "Add counterparty"}
        </Button>
      </div>
    </form>
  );
}

function DeleteCounterpartyButton({ counterparty }: { counterparty: Counterparty }) {
  const remove = useDeleteCounterparty(counterparty.counterpartyId);
  const [open, setOpen] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) => {
        setOpen(false);
        toast.error(errorMessage(error));
      },
    });
  return (
    <div className="flex justify-end">
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={`Delete ${counterparty.name}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this counterparty?"
        description={`${counterparty.name} (${counterparty.address}) leaves the address book; adding it again starts a new cooldown.`}
        confirmLabel="Delete counterparty"
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** The address book: named payees, each trusted only once its cooldown has passed. */
export function CounterpartiesFeature() {
  const book = useCounterparties();
  const canWrite = useCan("write");
  const actions = useCallback(
    (c: Counterparty) => (canWrite ? <DeleteCounterpartyButton counterparty={c} /> : null),
    [canWrite],
  );
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Address book"
        description="Named payees. A new entry, or one whose address changed, is active only after a cooldown (a day by default); adding and activating are in the audit log."
      />
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle>Add a counterparty</CardTitle>
          </CardHeader>
          <CardBody>
            <AddCounterpartyForm />
          </CardBody>
        </Card>
      ) : null}
      <QueryView query={book} what="the address book">
        {(data) => (
          <div className="space-y-3">
            <CounterpartyTable counterparties={data.pages.flatMap((p) => p.counterparties)} actions={actions} />
            {book.hasNextPage ? (
              <Button variant="secondary" onClick={() => void book.fetchNextPage()} disabled={book.isFetchingNextPage}>
                Show more
              </Button>
            ) : null}
          </div>
        )}
      </QueryView>
    </main>
  );
}
