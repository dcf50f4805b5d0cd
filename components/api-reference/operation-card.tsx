import { Badge } from "@/components/ui/badge";
import { curlFor } from "./curl";
import { CurlExample } from "./curl-example";
import { InlineText } from "./inline-text";
import { MethodBadge } from "./method-badge";
import type { OpenAPIObject } from "./openapi-types";
import type { OperationEntry } from "./operations";
import { ParametersTable } from "./parameters-table";
import { RequestBody } from "./request-body";
import { ResponsesList } from "./responses-list";

export function OperationCard({ document, entry }: { document: OpenAPIObject; entry: OperationEntry }) {
  const { operation } = entry;
  return (
    <article
      id={entry.id}
      data-operation={`${entry.method.toUpperCase()} ${entry.path}`}
      className="scroll-mt-20 py-10"
    >
      <header className="mb-5">
        <h3 className="text-lg font-semibold tracking-tight text-zinc-900">
          <a href={`#${entry.id}`} className="hover:underline">
            {operation.summary ?? `${entry.method.toUpperCase()} ${entry.path}`}
          </a>
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <MethodBadge method={entry.method} />
          <code className="min-w-0 font-mono text-sm break-all text-zinc-800">{entry.path}</code>
          {entry.permission ? (
            <Badge tone="violet" className="ml-1">
              Requires {entry.permission}
            </Badge>
          ) : null}
          {operation.deprecated ? <Badge tone="amber">deprecated</Badge> : null}
        </div>
        {operation.description ? (
          <p className="mt-3 max-w-3xl text-sm leading-6 text-zinc-600">
            <InlineText text={operation.description} />
          </p>
        ) : null}
      </header>
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-8">
          <ParametersTable document={document} parameters={entry.parameters} />
          <RequestBody document={document} operation={operation} />
          <ResponsesList document={document} operation={operation} />
        </div>
        <div className="min-w-0 xl:sticky xl:top-20 xl:self-start">
          <CurlExample command={curlFor(document, entry)} />
        </div>
      </div>
    </article>
  );
}
