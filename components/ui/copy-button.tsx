"use client";

import { useEffect, useState } from "react";
import { cx } from "./cx";

/** A small icon button that copies `text`; it shows a tick once copied, and says what it copies to screen readers. */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={copied ? "Copied" : label}
      title={copied ? "Copied" : label}
      data-copy={text}
      className={cx(
        "inline-grid size-6 shrink-0 place-items-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900",
        "focus-visible:outline-2 focus-visible:outline-zinc-900",
        className,
      )}
      onClick={(event) => {
        // Inside a row that opens its object: copying is not opening.
        event.stopPropagation();
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {copied ? (
          <path d="M20 6 9 17l-5-5" />
        ) : (
          <>
            <rect x="9" y="9" width="13" height="13" rx="2" />
            <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
          </>
        )}
      </svg>
    </button>
  );
}
