import { CopyButton } from "./copy-button";

export function CurlExample({ command }: { command: string }) {
  return (
    <div data-curl className="overflow-hidden rounded-lg bg-zinc-900 shadow-sm ring-1 ring-zinc-900/10">
      <div className="flex items-center justify-between border-b border-white/10 px-4 py-2">
        <span className="text-xs font-medium text-zinc-400">Example request</span>
        <CopyButton text={command} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take keyboard focus to be read without a mouse (axe: scrollable-region-focusable) */}
      <section aria-label="Example request" tabIndex={0} className="overflow-x-auto">
        <pre className="p-4 font-mono text-[12px] leading-5 text-zinc-100">
          <code>{command}</code>
        </pre>
      </section>
    </div>
  );
}
