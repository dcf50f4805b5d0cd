import { Folded } from "./folded";
import { InlineText } from "./inline-text";
import type { OpenAPIObject } from "./openapi-types";
import { OperationCard } from "./operation-card";
import { collectOperations, groupByTag, tagAnchor } from "./operations";
import { Overview } from "./overview";
import { Sidebar } from "./sidebar";

/** A full reference page for an OpenAPI 3.1 document, rendered on the server. */
export function ApiReference({ document, rawDocumentUrl }: { document: OpenAPIObject; rawDocumentUrl: string }) {
  const entries = collectOperations(document);
  const groups = groupByTag(document, entries);
  return (
    <div className="mx-auto flex w-full max-w-[96rem]">
      <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-72 shrink-0 overflow-y-auto border-r border-zinc-200 bg-white px-4 py-8 lg:block">
        <Sidebar groups={groups} placement="column" />
      </aside>
      <div className="min-w-0 flex-1 px-6 py-10 lg:px-12">
        <Folded
          className="mb-8 rounded-lg border border-zinc-200 bg-white lg:hidden"
          summaryClassName="cursor-pointer px-4 py-3 text-sm font-medium text-zinc-900 select-none"
          summary="Operations"
        >
          <div className="border-t border-zinc-200 px-4 py-4">
            <Sidebar groups={groups} placement="menu" />
          </div>
        </Folded>
        <Overview document={document} rawDocumentUrl={rawDocumentUrl} operationCount={entries.length} />
        {groups.map((group) => (
          <section key={group.name} id={tagAnchor(group.name)} className="scroll-mt-20 pt-6">
            <div className="border-b border-zinc-200 pb-4">
              <h2 className="text-xl font-semibold tracking-tight text-zinc-900">{group.name}</h2>
              {group.description ? (
                <p className="mt-1 text-sm text-zinc-600">
                  <InlineText text={group.description} />
                </p>
              ) : null}
            </div>
            <div className="divide-y divide-zinc-200">
              {group.operations.map((entry) => (
                <OperationCard key={entry.id} document={document} entry={entry} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
