import { ErrorLine } from "@/components/ui/error-line";

/** Where the rows came from when the page was opened for a schedule's run (`/payroll?schedule=`). */
export function ScheduleSource({ name, error, changed }: { name?: string; error: unknown; changed: boolean }) {
  if (error) return <ErrorLine error={error} />;
  if (changed) {
    return (
      <p role="alert" className="text-sm text-rose-700" data-schedule-changed>
        The payment of the schedule {name} changed after this run was due: nothing was loaded. Its next run pays the new
        payment.
      </p>
    );
  }
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
