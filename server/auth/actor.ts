/**
 * Who did something: an API key (automation, or a dashboard session opened with a key), a member (a person
 * identified by their wallet address), or a public payer (whoever holds a payment request's link, named by the
 * wallet it said it pays from, else "anonymous"; the audit row keeps its client address). The audit log records
 * it as it was then, so a later rename changes nothing. The system acts for no one in background work that follows
 * from what someone did earlier (a paid or ended payment request cancelling its other payers' deposits), named by
 * that work (`id`).
 */
export type SignedInActor =
  | { type: "api_key"; id: string; name: string }
  | { type: "member"; id: string; address: string };

export type Actor = SignedInActor | { type: "public_payer"; id: string } | { type: "system"; id: string };

/** How the audit log and the dashboard header name an actor. */
export function actorLabel(actor: Actor): string {
  if (actor.type === "api_key") return actor.name;
  if (actor.type === "member") return actor.address;
  if (actor.type === "system") return `system (${actor.id})`;
  return actor.id === "anonymous" ? "public payer" : `public payer ${actor.id}`;
}
