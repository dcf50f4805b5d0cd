import type { BadgeTone } from "./badge";

/** One colour per status, for transactions and their recipients alike: waiting amber, moving blue, done green. */
const tones: Record<string, BadgeTone> = {
  pending: "amber",
  processing: "violet",
  sent: "blue",
  confirmed: "blue",
  completed: "green",
  succeeded: "green",
  failed: "red",
  cancelled: "neutral",
  // payment requests: open waits for its payer
  open: "amber",
  paid: "green",
  expired: "neutral",
  // members: invited waits for its wallet to sign in
  invited: "amber",
  active: "green",
  // approvals: awaiting waits for its admins
  awaiting: "amber",
  approved: "green",
  rejected: "red",
};

export const statusTone = (status: string): BadgeTone => tones[status] ?? "neutral";
