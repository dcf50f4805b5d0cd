/** Text from the document, with `backtick` spans shown as code. Nothing else is interpreted. */
export function InlineText({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`)/g);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith("`") && part.endsWith("`") && part.length > 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the split of a fixed string never reorders
          <code key={index} className="rounded bg-zinc-100 px-1 py-px font-mono text-[0.85em] text-zinc-800">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
