import { format, formatDistanceToNowStrict } from "date-fns";

/** "3 minutes ago", with the exact time on hover and for screen readers' time element. */
export function RelativeTime({ iso, empty = "—" }: { iso: string | null | undefined; empty?: string }) {
  if (!iso) return <span className="text-zinc-500">{empty}</span>;
  const date = new Date(iso);
  const future = date.getTime() > Date.now();
  const distance = formatDistanceToNowStrict(date);
  return (
    <time dateTime={iso} title={format(date, "yyyy-MM-dd HH:mm:ss xxx")} className="whitespace-nowrap">
      {future ? `in ${distance}` : `${distance} ago`}
    </time>
  );
}
