import { cx } from "./cx";
import { errorMessage } from "./query-error";

/** A failed action's message, in the form where it was taken; nothing while there is no error. */
export function ErrorLine({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={cx("text-sm text-rose-700", className)}>
      {errorMessage(error)}
    </p>
  );
}
