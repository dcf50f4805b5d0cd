import { Suspense } from "react";
import { OverviewFeature } from "@/components/overview/overview-feature";

export const metadata = { title: "Overview" };

export default function OverviewPage() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-semibold text-zinc-900">Overview</h1>
      <Suspense>
        <OverviewFeature />
      </Suspense>
    </main>
  );
}
