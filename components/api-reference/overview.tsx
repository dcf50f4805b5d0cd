import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { InlineText } from "./inline-text";
import type { OpenAPIObject } from "./openapi-types";
import { SecuritySchemes } from "./security-schemes";

export function Overview({
  document,
  rawDocumentUrl,
  operationCount,
}: {
  document: OpenAPIObject;
  rawDocumentUrl: string;
  operationCount: number;
}) {
  const { info } = document;
  return (
    <section id="overview" className="scroll-mt-20 pb-10">
      <div className="flex flex-wrap items-center gap-2">
        <Badge mono>v{info.version}</Badge>
        <Badge tone="blue" mono>
          OpenAPI {document.openapi}
        </Badge>
        <span className="text-xs text-zinc-500">{operationCount} operations</span>
      </div>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-zinc-900">{info.title}</h1>
      {info.description ? (
        <p className="mt-3 max-w-3xl text-base leading-7 text-zinc-600">
          <InlineText text={info.description} />
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={rawDocumentUrl} className={buttonClasses("secondary", "sm")} data-raw-document>
          OpenAPI document (JSON)
        </a>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {document.servers?.length ? (
          <Card>
            <CardHeader>
              <CardTitle>Base URL</CardTitle>
            </CardHeader>
            <CardBody className="space-y-2">
              {document.servers.map((server) => (
                <div key={server.url} className="text-sm">
                  <code className="font-mono text-[13px] text-zinc-900">{server.url}</code>
                  {server.description ? <span className="ml-2 text-zinc-500">{server.description}</span> : null}
                </div>
              ))}
            </CardBody>
          </Card>
        ) : null}
        <SecuritySchemes document={document} />
      </div>
    </section>
  );
}
