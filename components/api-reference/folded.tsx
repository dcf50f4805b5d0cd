"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A <details> whose body is rendered only once it is first opened (and kept after). The reference folds most of
 * itself (nested fields, variants, error responses, the phone's operations menu); rendering every folded body made
 * a page of some 40,000 elements the browser had to lay out before the reader could scroll.
 */
export function Folded({
  summary,
  children,
  className,
  summaryClassName,
  initiallyOpen = false,
  ...data
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  initiallyOpen?: boolean;
} & Record<`data-${string}`, string>) {
  const [opened, setOpened] = useState(initiallyOpen);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the script ran (the toggle then had no listener): render the body now.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      open={initiallyOpen}
      className={className}
      {...data}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
