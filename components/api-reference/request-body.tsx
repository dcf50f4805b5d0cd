import { Badge } from "@/components/ui/badge";
import { InlineText } from "./inline-text";
import { MediaSchema } from "./media-schema";
import type { OpenAPIObject, OperationObject, RequestBodyObject } from "./openapi-types";
import { resolveRef } from "./resolve-ref";
import { SectionHeading } from "./section-heading";

export function RequestBody({ document, operation }: { document: OpenAPIObject; operation: OperationObject }) {
  if (!operation.requestBody) return null;
  const { value: body, refName } = resolveRef<RequestBodyObject>(document, operation.requestBody);
  if (!body) return null;
  return (
    <section data-request-body>
      <SectionHeading aside={body.required ? <Badge tone="amber">required</Badge> : <Badge>optional</Badge>}>
        Request body{refName ? ` · ${refName}` : ""}
      </SectionHeading>
      {body.description ? (
        <p className="mb-2 text-sm text-zinc-600">
          <InlineText text={body.description} />
        </p>
      ) : null}
      {Object.entries(body.content ?? {}).map(([mediaType, media]) => (
        <MediaSchema key={mediaType} document={document} mediaType={mediaType} media={media} />
      ))}
    </section>
  );
}
