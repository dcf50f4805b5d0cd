import { format } from "date-fns";

/**
 * A moment exactly, in 24-hour time in the browser's zone: what RelativeTime shows on hover. Pages show moments with
 * RelativeTime, not with this, so every time on screen reads the same way.
 */
export const when = (iso: string) => format(new Date(iso), "d MMM yyyy, HH:mm:ss");
