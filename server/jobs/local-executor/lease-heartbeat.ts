import { log } from "../../log";

export type Lease = {
  /** True once a renewal found the run held by another executor; stays true. */
  readonly lost: boolean;
  stop(): void;
};

/**
 * Renews a run's lease every third of its length while this executor works on it. Calls can outlast a lease (a
 * dispatch round of slow endpoints): without this, another executor would take the run and repeat the call.
 */
export function holdLease(renew: () => Promise<boolean>, leaseMs: number): Lease {
  let lost = false;
  let renewing = false;
  const timer = setInterval(
    async () => {
      if (renewing || lost) return;
      renewing = true;
      try {
        if (!(await renew())) lost = true;
      } catch (error) {
        // The database may be back before the lease ends; if not, the next save finds the run lost.
        log.warn("local executor: lease renewal failed", { error: error instanceof Error ? error.message : error });
      } finally {
        renewing = false;
      }
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    stop: () => clearInterval(timer),
  };
}
