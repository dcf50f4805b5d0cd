"use client";

import { useState } from "react";
import { Input, Label } from "@/components/ui/input";
import type { DeliveryFilter } from "./webhooks-data-access";
import { allEvents } from "./webhooks-ui";

const eventChoices = [...allEvents, "webhook.test"] as const;

/** A datetime-local value (the viewer's time) as an ISO instant, or undefined when cleared. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso: string | undefined) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The delivery log's filters: last status code, event type and a window of creation times. */
export function DeliveryFilters({
  value,
  onChange,
}: {
  value: DeliveryFilter;
  onChange: (next: DeliveryFilter) => void;
}) {
  const set = (patch: Partial<DeliveryFilter>) => onChange({ ...value, ...patch });
  const [code, setCode] = useState(value.statusCode?.toString() ?? "");
  return (
    <fieldset aria-label="Delivery filters" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <div>
        <Label htmlFor="delivery-status-code">Status code</Label>
        <Input
          id="delivery-status-code"
          inputMode="numeric"
          placeholder="Any"
          maxLength={3}
          value={code}
          onChange={(e) => {
            // The filter applies once the code is whole (3 digits) or cleared; the field keeps what is typed.
            setCode(e.target.value);
            const parsed = Number.parseInt(e.target.value, 10);
            if (e.target.value === "") set({ statusCode: undefined });
            else if (parsed >= 100 && parsed <= 599) set({ statusCode: parsed });
          }}
        />
      </div>
      <div>
        <Label htmlFor="delivery-event-type">Event type</Label>
        <select
          id="delivery-event-type"
          className="block h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm"
          value={value.eventType ?? ""}
          onChange={(e) => set({ eventType: (e.target.value || undefined) as DeliveryFilter["eventType"] })}
        >
          <option value="">Any</option>
          {eventChoices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="delivery-from">From</Label>
        <Input
          id="delivery-from"
          type="datetime-local"
          value={toLocal(value.from)}
          onChange={(e) => set({ from: toIso(e.target.value) })}
        />
      </div>
      <div>
        <Label htmlFor="delivery-to">Before</Label>
        <Input
          id="delivery-to"
          type="datetime-local"
          value={toLocal(value.to)}
          onChange={(e) => set({ to: toIso(e.target.value) })}
        />
      </div>
    </fieldset>
  );
}
