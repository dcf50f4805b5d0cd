/** An id or signature cut to its ends, whole in the title. */
export function Short({ value, keep = 6 }: { value: string; keep?: number }) {
  const short = value.length > keep * 2 + 1 ? `${value.slice(0, keep)}…${value.slice(-keep)}` : value;
  return (
    <span className="font-mono" title={value}>
      {short}
    </span>
  );
}
