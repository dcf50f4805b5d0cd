import { Table, TBody, TD, TH, THead, TR } from "@/components/ui/table";
import { formatValue } from "./format-value";
import { InlineText } from "./inline-text";
import type { OpenAPIObject, ParameterObject } from "./openapi-types";
import { buildSchemaNode, type SchemaNode } from "./schema-node";
import { SectionHeading } from "./section-heading";

const locationOrder = { path: 0, query: 1, header: 2, cookie: 3 } as const;

/** One row per parameter; default and limits sit under the description to keep the table narrow. */
export function ParametersTable({ document, parameters }: { document: OpenAPIObject; parameters: ParameterObject[] }) {
  if (parameters.length === 0) return null;
  const sorted = [...parameters].sort((a, b) => locationOrder[a.in] - locationOrder[b.in]);
  return (
    <section>
      <SectionHeading>Parameters</SectionHeading>
      <Table data-parameters>
        <THead>
          <TR>
            <TH>Name</TH>
            <TH>In</TH>
            <TH>Type</TH>
            <TH className="w-full">Description</TH>
          </TR>
        </THead>
        <TBody>
          {sorted.map((param) => {
            const node = buildSchemaNode(document, param.schema);
            const description = param.description ?? node.description;
            return (
              <TR key={`${param.in}:${param.name}`} data-parameter={param.name}>
                <TD className="whitespace-nowrap">
                  <div className="font-mono text-[13px] font-semibold text-zinc-900">{param.name}</div>
                  {param.required ? <div className="text-xs font-medium text-amber-700">Required</div> : null}
                </TD>
                <TD className="text-xs text-zinc-500">{param.in}</TD>
                <TD className="whitespace-nowrap font-mono text-xs text-zinc-600">
                  {node.refName ?? node.typeLabel}
                  {node.format ? <div className="text-zinc-600">{node.format}</div> : null}
                </TD>
                <TD>
                  {description ? <InlineText text={description} /> : null}
                  <ParameterRules node={node} />
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
    </section>
  );
}

function ParameterRules({ node }: { node: SchemaNode }) {
  const hasRules = node.defaultValue || node.constraints.length > 0;
  return (
    <>
      {node.enumValues?.length ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {node.enumValues.map((value) => (
            <code
              key={formatValue(value)}
              className="rounded border border-zinc-200 bg-zinc-50 px-1.5 py-px font-mono text-[11px] text-zinc-700"
            >
              {formatValue(value)}
            </code>
          ))}
        </div>
      ) : null}
      {hasRules ? (
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-zinc-500">
          {node.defaultValue ? (
            <span>
              Default <code className="font-mono break-all text-zinc-700">{formatValue(node.defaultValue.value)}</code>
            </span>
          ) : null}
          {node.constraints.map((rule) => (
            <span key={rule} className="font-mono">
              {rule}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
