import type { ReactNode } from "react";
import { Card, CardBody, CardHeader, CardTitle } from "./card";

/** One label and its value in a detail page's list (a <dl>'s row). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2 text-sm">
      <dt className="text-zinc-500">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** A detail page's "Details" card: its facts, one Field each. */
export function DetailsCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardBody>
        <dl className="divide-y divide-zinc-100">{children}</dl>
      </CardBody>
    </Card>
  );
}
