import { cx } from "@/components/ui/cx";
import { Folded } from "./folded";
import { FieldDetails, FieldType } from "./schema-field-meta";
import type { SchemaNode } from "./schema-node";

/**
 * A schema as a nested field list. Top-level fields are visible; nested objects, array items and
 * union options fold open with <details>, their fields rendered when first opened (folded.tsx).
 */
export function SchemaTree({ node }: { node: SchemaNode }) {
  const hasNested = node.children.length > 0 || node.variants;
  return (
    <div data-schema-tree className="text-sm">
      {!hasNested || node.description || node.enumValues ? (
        <div className="mb-2">
          <FieldType node={node} />
          <FieldDetails node={node} />
        </div>
      ) : null}
      <FieldList fields={node.children} />
      {node.variants ? <Variants node={node} /> : null}
      {node.closed && node.children.length > 0 ? (
        <p className="mt-2 text-xs text-zinc-600">No other fields are accepted.</p>
      ) : null}
    </div>
  );
}

function FieldList({ fields }: { fields: SchemaNode[] }) {
  if (fields.length === 0) return null;
  return (
    <ul className="divide-y divide-zinc-100">
      {fields.map((field) => (
        <li key={field.name} data-field={field.name} className="py-3 first:pt-1 last:pb-1">
          <Field node={field} />
        </li>
      ))}
    </ul>
  );
}

function Field({ node }: { node: SchemaNode }) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-mono text-[13px] font-semibold text-zinc-900">{node.name}</span>
        <FieldType node={node} />
        {node.required ? <span className="text-xs font-medium text-amber-700">Required</span> : null}
      </div>
      <FieldDetails node={node} />
      <Nested node={node} />
    </div>
  );
}

function Nested({ node }: { node: SchemaNode }) {
  if (node.children.length === 0 && !node.variants) return null;
  const count = node.children.length;
  const label = count > 0 ? `${count} child ${count === 1 ? "field" : "fields"}` : "variants";
  return (
    <Folded
      className="mt-2 rounded-md border border-zinc-200 bg-white"
      summaryClassName={cx(
        "flex cursor-pointer list-none items-center gap-1.5 px-3 py-1.5 text-xs font-medium text-zinc-600",
        "select-none hover:text-zinc-900 [&::-webkit-details-marker]:hidden",
      )}
      summary={
        <>
          <span className="inline-block transition-transform summary-open:rotate-90">›</span>
          <span className="summary-open:hidden">Show {label}</span>
          <span className="hidden summary-open:inline">Hide {label}</span>
        </>
      }
    >
      <div className="border-t border-zinc-200 px-3">
        <FieldList fields={node.children} />
        {node.variants ? (
          <div className="py-2">
            <Variants node={node} />
          </div>
        ) : null}
      </div>
    </Folded>
  );
}

const unionTitles = { oneOf: "Exactly one of", anyOf: "Any of", allOf: "All of" } as const;

function Variants({ node }: { node: SchemaNode }) {
  const variants = node.variants;
  if (!variants) return null;
  return (
    <div className="mt-2">
      <p className="mb-1.5 text-xs text-zinc-500">
        {unionTitles[variants.kind]}
        {variants.discriminator ? (
          <>
            {" "}
            (chosen by <code className="font-mono break-all text-zinc-700">{variants.discriminator}</code>)
          </>
        ) : null}
      </p>
      <div className="space-y-2">
        {variants.options.map((option) => (
          <Folded
            key={option.name}
            className="rounded-md border border-zinc-200 bg-white"
            summaryClassName="flex cursor-pointer list-none items-center gap-1.5 px-3 py-1.5 text-xs select-none [&::-webkit-details-marker]:hidden"
            summary={
              <>
                <span className="inline-block text-zinc-500 transition-transform summary-open:rotate-90">›</span>
                <span className="font-mono font-semibold text-zinc-800">{option.name}</span>
                <span className="font-mono text-zinc-600">{option.typeLabel}</span>
              </>
            }
          >
            <div className="border-t border-zinc-200 px-3 py-2">
              <SchemaTree node={option} />
            </div>
          </Folded>
        ))}
      </div>
    </div>
  );
}
