import { format } from "date-fns";

/** A moment as the dashboard shows it: day, month, year and time to the second, in the browser's zone. */
export const when = (iso: string) => format(new Date(iso), "d MMM yyyy, HH:mm:ss");
