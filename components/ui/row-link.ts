"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";

/**
 * Props that make a table row open its object when clicked anywhere, as the link in its first cell does (that link
 * stays the way in for keyboards and screen readers). Clicks on the row's own controls, and selecting its text, do
 * not open; a modifier opens a new tab, as on a link.
 */
export function useRowLink() {
  const router = useRouter();
  return (href: string) => ({
    "data-href": href,
    className: "cursor-pointer hover:bg-zinc-50",
    onClick: (event: MouseEvent<HTMLTableRowElement>) => {
      if (event.button !== 0 || (event.target as Element).closest("a, button, input, select, label, summary")) return;
      if (window.getSelection()?.toString()) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(href, "_blank", "noopener");
      else router.push(href);
    },
  });
}
