import Link from "next/link";
import { buttonClasses } from "./button";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 h-14 border-b border-zinc-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[96rem] items-center justify-between gap-3 px-4 sm:px-6">
        {/* Not prefetched: the home page's payload carries preloads of its token images, which the browser then
            reports as unused on whichever page prefetched it. */}
        <Link
          href="/"
          prefetch={false}
          className="flex items-center gap-2 whitespace-nowrap font-semibold tracking-tight text-zinc-900"
        >
          <span className="grid size-7 place-items-center rounded-md bg-zinc-900 text-xs font-bold text-white">P</span>
          Payment Service
        </Link>
        <nav className="flex items-center gap-1 text-sm">
          <Link href="/docs" className={buttonClasses("ghost", "sm")}>
            <span className="sm:hidden">Docs</span>
            <span className="hidden sm:inline">API reference</span>
          </Link>
          <Link href="/overview" className={buttonClasses("secondary", "sm")}>
            Dashboard
          </Link>
        </nav>
      </div>
    </header>
  );
}
