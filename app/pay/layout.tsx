import type { ReactNode } from "react";

/** The hosted pay pages: no dashboard, no site navigation; one narrow card that reads on a phone. */
export default function PayLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-zinc-50 px-4 py-6 sm:py-12">
      <main className="mx-auto w-full max-w-md rounded-lg border border-zinc-200 bg-white p-5 shadow-xs sm:p-6">
        {children}
      </main>
      <footer className="mx-auto mt-4 max-w-md text-center text-xs text-zinc-600">
        Secured by Payment Service. Only approve in your wallet what this page shows.
      </footer>
    </div>
  );
}
