import type { ReactNode } from "react";

export function SectionHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-2 flex items-center justify-between gap-3 border-b border-zinc-200 pb-2">
      <h4 className="text-xs font-semibold uppercase tracking-wider text-zinc-500">{children}</h4>
      {aside}
    </div>
  );
}
