import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Folded } from "./folded";
import { InlineText } from "./inline-text";
import { MediaSchema } from "./media-schema";
import type { OpenAPIObject, OperationObject, ResponseObject } from "./openapi-types";
import { resolveRef } from "./resolve-ref";
import { SectionHeading } from "./section-heading";

function toneOf(status: string): BadgeTone {
  if (status.startsWith("2")) return "green";
  if (status.startsWith("3")) return "blue";
  if (status.startsWith("4")) return "amber";
  if (status.startsWith("5")) return "red";
  return "neutral";
}

/** Success responses first and open; errors folded, since they mostly share the error schema. */
export function ResponsesList({ document, operation }: { document: OpenAPIObject; operation: OperationObject }) {
  const statuses = Object.keys(operation.responses ?? {}).sort((a, b) => a.localeCompare(b));
  if (statuses.length === 0) return null;
  return (
    <section data-responses>
      <SectionHeading>Responses</SectionHeading>
      <div className="space-y-2">
        {statuses.map((status) => {
          const { value: response } = resolveRef<ResponseObject>(document, operation.responses?.[status]);
          if (!response) return null;
          const contents = Object.entries(response.content ?? {});
          const headers = Object.keys(response.headers ?? {});
          return (
            <Folded
              key={status}
              data-status={status}
              initiallyOpen={status.startsWith("2")}
              className="rounded-lg border border-zinc-200 bg-white"
              summaryClassName="flex cursor-pointer list-none items-center gap-3 px-3 py-2 select-none [&::-webkit-details-marker]:hidden"
              summary={
                <>
                  <span className="inline-block text-zinc-600 transition-transform summary-open:rotate-90">›</span>
                  <Badge tone={toneOf(status)} mono>
                    {status}
                  </Badge>
                  <span className="min-w-0 flex-1 truncate text-sm text-zinc-700">
                    <InlineText text={response.description ?? ""} />
                  </span>
                  {contents.length === 0 ? <span className="text-xs text-zinc-600">no body</span> : null}
                </>
              }
            >
              {contents.length > 0 || headers.length > 0 ? (
                <div className="border-t border-zinc-200 px-4 py-3">
                  {headers.length > 0 ? (
                    <p className="mb-2 text-xs text-zinc-500">
                      Headers: <span className="font-mono break-all text-zinc-700">{headers.join(", ")}</span>
                    </p>
                  ) : null}
                  {contents.map(([mediaType, media]) => (
                    <MediaSchema key={mediaType} document={document} mediaType={mediaType} media={media} />
                  ))}
                </div>
              ) : null}
            </Folded>
          );
        })}
      </div>
    </section>
  );
}
