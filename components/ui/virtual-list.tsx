"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { type HTMLAttributes, type Key, type ReactNode, useRef } from "react";

type VirtualListProps<T> = Omit<HTMLAttributes<HTMLElement>, "children"> & {
  items: readonly T[];
  /** The height of every row, in pixels: rows are placed by it, not measured. */
  rowHeight: number;
  itemKey: (item: T, index: number) => Key;
  renderRow: (item: T, index: number) => ReactNode;
  /** Below this width the rows scroll sideways within the list. */
  contentMinWidth?: string;
};

/** A scrolling region (a `<section>`: give it an `aria-label`) that renders only the rows in view and a few more. */
export function VirtualList<T>({
  items,
  rowHeight,
  itemKey,
  renderRow,
  contentMinWidth,
  ...section
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  return (
    <section ref={scroller} {...section}>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative", minWidth: contentMinWidth }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <div
              key={itemKey(item, row.index)}
              style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item, row.index)}
            </div>
          );
        })}
      </div>
    </section>
  );
}
