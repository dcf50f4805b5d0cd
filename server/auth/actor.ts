/**
 * Who did something: an API key (automation, or a dashboard session opened with a key) or a member, a person
 * identified by their wallet address. The audit log records it as it was then, so a later rename changes nothing.
 */
export type Actor = { type: "api_key"; id: string; name: string } | { type: "member"; id: string; address: string };

/** How the audit log and the dashboard header name an actor. */
export function actorLabel(actor: Actor): string {
  return actor.type === "api_key" ? actor.name : actor.address;
}
