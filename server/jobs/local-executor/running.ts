import { processSingleton } from "../../process-singleton";

/** The executors running in this process (one in a server; tests make their own): what /api/ready looks at. */
const running = () => processSingleton("running-executors", () => new Set<object>());

export function markExecutorRunning(executor: object, isRunning: boolean): void {
  if (isRunning) running().add(executor);
  else running().delete(executor);
}

export function anyExecutorRunning(): boolean {
  return running().size > 0;
}
