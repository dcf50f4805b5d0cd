/** Ready-made due times for the create form; each is a five-field cron the service reads in the chosen time zone. */
export const cronPresets = [
  { label: "1st of each month 09:00", cron: "0 9 1 * *" },
  { label: "Every Friday 17:00", cron: "0 17 * * 5" },
  { label: "Every weekday 09:00", cron: "0 9 * * 1-5" },
  { label: "Every day 09:00", cron: "0 9 * * *" },
] as const;

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const months = [
  "",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const number = (field: string, max: number) =>
  /^\d+$/.test(field) && Number(field) <= max ? Number(field) : undefined;

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
};

/** "Monday", "Monday to Friday", "Monday and Thursday"; undefined for what it does not read (steps, names). */
function weekdayWords(field: string): string | undefined {
  if (field === "1-5") return "weekday";
  const parts = field.split(",").map((part) => {
    const range = /^(\d)-(\d)$/.exec(part);
    if (range) {
      const [from, to] = [number(range[1]!, 7), number(range[2]!, 7)];
      return from === undefined || to === undefined ? undefined : `${weekdays[from]} to ${weekdays[to]}`;
    }
    const day = number(part, 7);
    return day === undefined ? undefined : weekdays[day];
  });
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.join(" and ");
}

/**
 * A cron expression in words for the common shapes (every few minutes, hourly, a fixed time daily, on weekdays, on a
 * day of the month or of a year); undefined for the rest, which the page then shows as the expression alone.
 */
export function cronInWords(cron: string): string | undefined {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const [minuteField, hourField, dayField, monthField, weekdayField] = fields as [
    string,
    string,
    string,
    string,
    string,
  ];
  const everyHour = hourField === "*" && dayField === "*" && monthField === "*" && weekdayField === "*";
  const step = /^\*\/(\d+)$/.exec(minuteField);
  if (everyHour && minuteField === "*") return "Every minute";
  if (everyHour && step) return `Every ${step[1]} minutes`;
  const minute = number(minuteField, 59);
  if (minute === undefined) return undefined;
  const mm = String(minute).padStart(2, "0");

  if (hourField === "*") return everyHour ? `Every hour at :${mm}` : undefined;
  const hour = number(hourField, 23);
  if (hour === undefined) return undefined;
  const at = `${String(hour).padStart(2, "0")}:${mm}`;

  const day = dayField === "*" ? undefined : number(dayField, 31);
  const month = monthField === "*" ? undefined : number(monthField, 12);
  if ((dayField !== "*" && day === undefined) || (monthField !== "*" && month === undefined)) return undefined;

  if (weekdayField !== "*") {
    if (day !== undefined || month !== undefined) return undefined;
    const days = weekdayWords(weekdayField);
    return days ? `Every ${days} at ${at}` : undefined;
  }
  if (day === undefined && month === undefined) return `Every day at ${at}`;
  if (day !== undefined && month === undefined) return `On the ${ordinal(day)} of each month at ${at}`;
  if (day !== undefined && month !== undefined) return `On ${day} ${months[month]} each year at ${at}`;
  return undefined;
}
