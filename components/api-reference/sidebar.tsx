import { MethodBadge } from "./method-badge";
import { type TagGroup, tagAnchor } from "./operations";

/** The operations by tag; `placement` tells the wide-screen column from the small-screen menu. */
export function Sidebar({ groups, placement }: { groups: TagGroup[]; placement: "column" | "menu" }) {
  return (
    <nav aria-label="Operations" data-sidebar={placement} className="space-y-6 text-sm">
      <a href="#overview" className="block font-medium text-zinc-900 hover:text-zinc-600">
        Overview
      </a>
      {groups.map((group) => (
        <div key={group.name}>
          <a
            href={`#${tagAnchor(group.name)}`}
            className="mb-2 block text-xs font-semibold uppercase tracking-wider text-zinc-500 hover:text-zinc-900"
          >
            {group.name}
          </a>
          <ul className="space-y-0.5">
            {group.operations.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900"
                >
                  <MethodBadge method={entry.method} compact />
                  <span className="truncate">{entry.operation.summary ?? entry.path}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
