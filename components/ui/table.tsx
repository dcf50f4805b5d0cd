import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

// Below the sm breakpoint a table becomes a card per row: each cell a line, labelled by its column's header (the
// `data-label` DataTable gives it), so status and actions stay on screen instead of past a sideways scroll.

/** A column's header as words, for the label of its cell on a phone (a header that renders is left unlabelled). */
export function headerText(header: unknown): string | undefined {
  return typeof header === "string" ? header : undefined;
}

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="overflow-x-auto rounded-lg border border-zinc-200 max-sm:overflow-x-visible">
      <table className={cx("w-full border-collapse text-left text-sm max-sm:block", className)} {...props} />
    </div>
  );
}

export function THead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cx("bg-zinc-50 text-xs text-zinc-500 max-sm:hidden", className)} {...props} />;
}

export function TBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cx("divide-y divide-zinc-100 bg-white max-sm:block", className)} {...props} />;
}

export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx("max-sm:block max-sm:py-2", className)} {...props} />;
}

export function TH({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cx("border-b border-zinc-200 px-3 py-2 font-medium whitespace-nowrap", className)}
      {...props}
    />
  );
}

export function TD({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      className={cx(
        "px-3 py-2 align-top text-zinc-700",
        "max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:py-1 max-sm:[overflow-wrap:anywhere]",
        "max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:text-zinc-500 max-sm:before:content-[attr(data-label)]",
        className,
      )}
      {...props}
    />
  );
}
