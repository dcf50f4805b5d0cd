"use client";

import type { Schemas } from "@/client";
import { cx } from "./cx";

type Asset = Schemas["AssetSymbol"];

/** A choice of asset: full width in a form, `compact` beside its label in a card's header. */
export function AssetSelect({
  id,
  assets,
  value,
  onChange,
  compact = false,
}: {
  id: string;
  assets: Asset[];
  value: Asset;
  onChange: (asset: Asset) => void;
  compact?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as Asset)}
      className={cx("rounded-md border border-zinc-300 bg-white text-sm", compact ? "h-9 px-2" : "h-10 w-full px-3")}
    >
      {assets.map((a) => (
        <option key={a}>{a}</option>
      ))}
    </select>
  );
}
