import { cx } from "@/components/ui/cx";
import type { HttpMethod } from "./openapi-types";

const colours: Record<HttpMethod, string> = {
  get: "bg-sky-50 text-sky-700 ring-sky-200",
  post: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  put: "bg-amber-50 text-amber-800 ring-amber-200",
  patch: "bg-amber-50 text-amber-800 ring-amber-200",
  delete: "bg-rose-50 text-rose-700 ring-rose-200",
  head: "bg-zinc-100 text-zinc-700 ring-zinc-200",
  options: "bg-zinc-100 text-zinc-700 ring-zinc-200",
  trace: "bg-zinc-100 text-zinc-700 ring-zinc-200",
};

export function MethodBadge({ method, compact = false }: { method: HttpMethod; compact?: boolean }) {
  return (
    <span
      data-method={method}
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded font-mono font-semibold uppercase ring-1 ring-inset",
        compact ? "w-12 px-1 py-px text-[10px]" : "px-2 py-0.5 text-xs",
        colours[method],
      )}
    >
      {method === "delete" && compact ? "DEL" : method}
    </span>
  );
}
