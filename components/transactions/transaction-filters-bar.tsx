"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { words } from "@/components/ui/words";
import {
  assetChoices,
  hasFilters,
  modeChoices,
  statusChoices,
  type TransactionFilters,
  typeChoices,
} from "./transaction-filters";

function Choice<T extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  choices: readonly T[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="block h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-sm capitalize"
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      >
        <option value="">Any</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {words(c)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search and filters; every change starts again at page 1. */
export function TransactionFiltersBar({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? "");
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ q: q.trim() || undefined });
  };
  return (
    <div className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4">
      <form aria-label="Transaction search" onSubmit={search} className="flex gap-2">
        <label htmlFor="transaction-search" className="sr-only">
          Search transactions
        </label>
        <Input
          id="transaction-search"
          type="search"
          maxLength={128}
          placeholder="Transaction id, signature or recipient address"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Choice
          id="filter-status"
          label="Status"
          value={filters.status}
          choices={statusChoices}
          onChange={(status) => set({ status })}
        />
        <Choice
          id="filter-type"
          label="Type"
          value={filters.type}
          choices={typeChoices}
          onChange={(type) => set({ type })}
        />
        <Choice
          id="filter-mode"
          label="Mode"
          value={filters.mode}
          choices={modeChoices}
          onChange={(mode) => set({ mode })}
        />
        <Choice
          id="filter-asset"
          label="Asset"
          value={filters.asset}
          choices={assetChoices}
          onChange={(asset) => set({ asset })}
        />
        <div>
          <Label htmlFor="filter-from">From (UTC)</Label>
          <Input
            id="filter-from"
            type="date"
            value={filters.from ?? ""}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div>
          <Label htmlFor="filter-to">To (UTC)</Label>
          <Input
            id="filter-to"
            type="date"
            value={filters.to ?? ""}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
      </div>
      {hasFilters(filters) ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setQ("");
            onChange({ page: 1, size: filters.size });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
