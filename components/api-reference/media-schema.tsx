import type { MediaTypeObject, OpenAPIObject } from "./openapi-types";
import { buildSchemaNode } from "./schema-node";
import { SchemaTree } from "./schema-tree";

/** One media type of a request or response body: its type, the named schema, and the field tree. */
export function MediaSchema({
  document,
  mediaType,
  media,
}: {
  document: OpenAPIObject;
  mediaType: string;
  media: MediaTypeObject;
}) {
  const node = buildSchemaNode(document, media.schema);
  return (
    <div>
      <p className="mb-1 font-mono text-xs text-zinc-600">
        {mediaType}
        {node.refName ? <span className="text-violet-600"> · {node.refName}</span> : null}
      </p>
      <SchemaTree node={node} />
    </div>
  );
}
