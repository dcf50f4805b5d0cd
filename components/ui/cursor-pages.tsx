"use client";

import { useState } from "react";
import { Button } from "./button";

/** Pages of a cursor-paged list: the cursors of the pages before this one, a stack to step back through. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    current: cursors.at(-1),
    number: cursors.length + 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/** Newer and Older under a newest-first list; Older opens the page after `lastId`, this page's last row. */
export function NewerOlderPager({ pages, hasMore, lastId }: { pages: CursorPages; hasMore: boolean; lastId?: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={pages.number === 1} onClick={pages.previous}>
        Newer
      </Button>
      <Button variant="secondary" size="sm" disabled={!hasMore || !lastId} onClick={() => lastId && pages.next(lastId)}>
        Older
      </Button>
    </div>
  );
}
