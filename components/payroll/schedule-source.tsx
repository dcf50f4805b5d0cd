import { ErrorLine } from "@/components/ui/error-line";

/** Where the rows came from when the page was opened for a schedule's run (`/payroll?schedule=`). */
export function ScheduleSource({ name, error }: { name?: string; error: unknown }) {
  if (error) return <ErrorLine error={error} />;
  return (
    <p className="text-sm text-zinc-700" data-schedule-source>
      {name ? (
        <>
          The recipients of the schedule <span className="font-medium">{name}</span>: its run waits for your wallet. Get
          a quote, then sign.
        </>
      ) : (
        "Loading the schedule's recipients…"
      )}
    </p>
  );
}
