import { getDb } from "../../db/client";
import { inngest } from "../../events/client";
import { handOverRetries } from "../../events/hand-over-retries";
import { eventPayload } from "../../events/schemas";
import { dispatchRound } from "../../services/webhooks/dispatch-round";
import { restartDispatch } from "../../services/webhooks/restart-dispatch";

/** Rounds per run: a webhook that stays busy passes on to the next generation's run, so no run grows without end. */
const maxRounds = 50;
/** Rounds at once while a backlog lasts: a round waits on the database and the endpoint most of its time. */
const maxLanes = 2;
/**
 * Dispatchers of one account running at once: an account's slow endpoints hold at most this many of the local
 * executor's workers, while a slow webhook does not hold up the account's other webhooks.
 */
const dispatchersPerAccount = 2;

/**
 * A webhook's dispatcher: first attempts in rounds (everything that arrived since the last round, up to a round's
 * size), one function run for as many deliveries as arrive while it works. A delivery that fails its first
 * attempt gets a delivery run of its own for the retries. Ends when no work is left and no more was published.
 * A run that fails for good stops beating, and the sweep starts the next generation (restart-stale-dispatchers).
 */
export const dispatchWebhook = inngest.createFunction(
  {
    id: "dispatch-webhook",
    retries: 5,
    concurrency: [{ key: "event.data.accountId", limit: dispatchersPerAccount }],
    triggers: [{ event: "webhook/dispatch.requested" }],
  },
  async ({ event, step, runId }) => {
    const request = eventPayload("webhook/dispatch.requested", event.data);
    let attempted = 0;
    let width = 1;
    for (let round = 1; round <= maxRounds; round++) {
      const results = await Promise.all(
        Array.from({ length: width }, (_, lane) =>
          step.run(`round-${round}.${lane}`, async () =>
            dispatchRound(await getDb(), request, `${runId}:${round}.${lane}`),
          ),
        ),
      );
      const handOver = results.flatMap((r) => (r.state === "working" ? r.handOver : []));
      if (handOver.length > 0) {
        await step.run(`hand-over-${round}`, () => handOverRetries(handOver, request.accountId));
      }
      const ended = results.find((r) => r.state !== "working");
      attempted += results.reduce((n, r) => n + (r.state === "working" ? r.attempted : 0), 0);
      if (ended) return { rounds: round, attempted, end: ended.state };
      // A backlog (every lane came back full) is worked in parallel lanes, each claiming rows the others skip.
      width = results.every((r) => r.state === "working" && r.full) ? maxLanes : 1;
    }
    await step.run("continue-in-next-generation", async () => restartDispatch(await getDb(), request));
    return { rounds: maxRounds, attempted, end: "continued" };
  },
);
