/**
 * The transactions page's state, kept in the URL so a view can be shared and the back button steps through it.
 * Values that are not a known choice are dropped rather than sent: the page never asks the API a 400.
 */
export const statusChoices = ["pending", "processing", "confirmed", "completed", "failed", "cancelled"] as const;
export const typeChoices = ["send", "swap", "payroll"] as const;
export const modeChoices = ["wallet", "private"] as const;
export const assetChoices = ["SOL", "USDC", "USDT"] as const;
export const pageSizes = [20, 50, 100] as const;

export type TransactionFilters = {
  status?: (typeof statusChoices)[number];
  type?: (typeof typeChoices)[number];
  mode?: (typeof modeChoices)[number];
  asset?: (typeof assetChoices)[number];
  /** Calendar days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
  size: (typeof pageSizes)[number];
};

const day = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return choices.find((c) => c === value);
}

function validDay(value: string | null): string | undefined {
  return value && day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

export function filtersFromSearch(search: URLSearchParams): TransactionFilters {
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const size = Number.parseInt(search.get("size") ?? "20", 10);
  const q = search.get("q")?.trim().slice(0, 128);
  return {
    status: oneOf(statusChoices, search.get("status")),
    type: oneOf(typeChoices, search.get("type")),
    mode: oneOf(modeChoices, search.get("mode")),
    asset: oneOf(assetChoices, search.get("asset")),
    from: validDay(search.get("from")),
    to: validDay(search.get("to")),
    q: q || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
    size: pageSizes.find((s) => s === size) ?? 20,
  };
}

/** The page's URL query: defaults left out, so the plain page is plain `/transactions`. */
export function searchFromFilters(filters: TransactionFilters): string {
  const search = new URLSearchParams();
  for (const key of ["q", "status", "type", "mode", "asset", "from", "to"] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.size !== 20) search.set("size", String(filters.size));
  if (filters.page > 1) search.set("page", String(filters.page));
  return search.toString();
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/** The API's query for the page: whole days become [from 00:00, day after `to` 00:00) in UTC. */
export function apiQueryOf(filters: TransactionFilters) {
  return {
    limit: filters.size,
    offset: (filters.page - 1) * filters.size,
    status: filters.status,
    type: filters.type,
    mode: filters.mode,
    asset: filters.asset,
    q: filters.q,
    from: filters.from ? `${filters.from}T00:00:00Z` : undefined,
    to: filters.to ? nextDay(filters.to) : undefined,
  };
}

export const hasFilters = (f: TransactionFilters) =>
  Boolean(f.status || f.type || f.mode || f.asset || f.from || f.to || f.q);

/** The CSV export of the filters' days (the export takes a window only: other filters do not narrow it). */
export function exportHref(filters: TransactionFilters): string {
  const { from, to } = apiQueryOf(filters);
  const search = new URLSearchParams();
  if (from) search.set("from", from);
  if (to) search.set("to", to);
  const query = search.toString();
  return `/v1/reports/transactions.csv${query ? `?${query}` : ""}`;
}
