import { Badge } from "@/components/ui/badge";
import { formatValue } from "./format-value";
import { InlineText } from "./inline-text";
import type { SchemaNode } from "./schema-node";

/** The type line of a field: type, format, nullability and flags. */
export function FieldType({ node }: { node: SchemaNode }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-mono text-xs text-zinc-500">
        {node.typeLabel}
        {node.format ? <span className="text-zinc-600"> ({node.format})</span> : null}
        {node.nullable ? <span className="text-zinc-600"> | null</span> : null}
      </span>
      {node.refName && !node.typeLabel.includes(node.refName) ? (
        <span className="font-mono text-[11px] text-violet-600">{node.refName}</span>
      ) : null}
      {node.deprecated ? <Badge tone="amber">deprecated</Badge> : null}
      {node.readOnly ? <Badge>read-only</Badge> : null}
      {node.writeOnly ? <Badge>write-only</Badge> : null}
      {node.circular ? <Badge tone="violet">recursive</Badge> : null}
      {node.missingRef !== undefined ? <Badge tone="red">unresolved {node.missingRef}</Badge> : null}
    </span>
  );
}

/** Description, allowed values, rules, default and example of a field. */
export function FieldDetails({ node }: { node: SchemaNode }) {
  const hasRules = node.constraints.length > 0 || node.defaultValue || node.example;
  return (
    <>
      {node.description ? (
        <p className="mt-1 text-sm leading-6 text-zinc-600">
          <InlineText text={node.description} />
        </p>
      ) : null}
      {node.enumValues?.length ? <EnumValues values={node.enumValues} /> : null}
      {hasRules ? (
        <div className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-zinc-500">
          {node.constraints.map((rule) => (
            <span key={rule} className="font-mono">
              {rule}
            </span>
          ))}
          {node.defaultValue ? (
            <span>
              Default <code className="font-mono break-all text-zinc-700">{formatValue(node.defaultValue.value)}</code>
            </span>
          ) : null}
          {node.example ? (
            <span>
              Example <code className="font-mono break-all text-zinc-700">{formatValue(node.example.value)}</code>
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

const openEnumLimit = 8;

function EnumValues({ values }: { values: readonly unknown[] }) {
  const chips = (
    <span className="flex flex-wrap items-center gap-1">
      {values.map((value) => (
        <code
          key={formatValue(value)}
          className="rounded border border-zinc-200 bg-zinc-50 px-1.5 py-px font-mono text-[11px] text-zinc-700"
        >
          {formatValue(value)}
        </code>
      ))}
    </span>
  );
  if (values.length > openEnumLimit) {
    return (
      <details className="mt-1.5">
        <summary className="cursor-pointer text-xs text-zinc-500 select-none hover:text-zinc-900">
          One of {values.length} values
        </summary>
        <div className="mt-1.5">{chips}</div>
      </details>
    );
  }
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-1">
      <span className="mr-1 text-xs text-zinc-500">{values.length === 1 ? "Value" : "One of"}</span>
      {chips}
    </div>
  );
}
