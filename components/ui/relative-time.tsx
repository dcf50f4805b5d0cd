import { format, formatDistanceToNowStrict } from "date-fns";
import { when } from "./when";

/**
 * The dashboard's one way to show a moment: "3 minutes ago" / "in 2 hours", with the exact 24-hour time (and the
 * browser's UTC offset) on hover and in the time element's datetime.
 */
export function RelativeTime({ iso, empty = "—" }: { iso: string | null | undefined; empty?: string }) {
  if (!iso) return <span className="text-zinc-500">{empty}</span>;
  const date = new Date(iso);
  const future = date.getTime() > Date.now();
  const distance = formatDistanceToNowStrict(date);
  return (
    <time dateTime={iso} title={`${when(iso)} ${format(date, "xxx")}`} className="whitespace-nowrap">
      {future ? `in ${distance}` : `${distance} ago`}
    </time>
  );
}
