import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { InlineText } from "./inline-text";
import type { OpenAPIObject } from "./openapi-types";
import { resolveRef } from "./resolve-ref";

type Scheme = {
  type?: string;
  scheme?: string;
  bearerFormat?: string;
  name?: string;
  in?: string;
  description?: string;
};

function howToSend(scheme: Scheme): string {
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") return "Authorization: Bearer <key>";
  if (scheme.type === "http") return `Authorization: ${scheme.scheme ?? ""} <credentials>`;
  if (scheme.type === "apiKey") return `${scheme.name ?? "key"} (${scheme.in ?? "header"})`;
  return scheme.type ?? "unknown";
}

export function SecuritySchemes({ document }: { document: OpenAPIObject }) {
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  if (schemes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Authentication</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        {schemes.map(([name, raw]) => {
          const scheme = resolveRef<Scheme>(document, raw).value ?? {};
          return (
            <div key={name} className="text-sm">
              <code className="font-mono text-[13px] text-zinc-900">{howToSend(scheme)}</code>
              {scheme.description ? (
                <p className="mt-1 text-zinc-600">
                  <InlineText text={scheme.description} />
                </p>
              ) : null}
            </div>
          );
        })}
      </CardBody>
    </Card>
  );
}
