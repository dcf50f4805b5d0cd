"use client";

import { Badge } from "@/components/ui/badge";
import { Card, CardBody, CardHeader, CardTitle } from "@/components/ui/card";
import { plural } from "@/components/ui/plural";
import type { PrivacyReceipt } from "./privacy-data-access";

/** In words: how many senders this payment hides among, and what an observer's best guess is worth. */
export function crowdSentence(receipt: PrivacyReceipt): string {
  if (receipt.anonymitySet <= 1) {
    return "Linkable: no other deposit or balance could have paid this amount in its window.";
  }
  return `Hidden among ${plural(receipt.anonymitySet, "sender")}: an observer of the chain guesses the sender right about 1 time in ${receipt.anonymitySet}.`;
}

function delayText(receipt: PrivacyReceipt): string {
  const { minSeconds, maxSeconds } = receipt.delay;
  return minSeconds === maxSeconds ? `${minSeconds} s` : `${minSeconds} to ${maxSeconds} s`;
}

/** The transaction page's receipt: the crowd, the delay, and whether the count is final. */
export function PrivacyReceiptCard({ receipt }: { receipt: PrivacyReceipt }) {
  return (
    <Card data-privacy-receipt={receipt.anonymitySet}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>Privacy receipt</CardTitle>
        <Badge tone={receipt.estimate ? "blue" : "green"}>{receipt.estimate ? "estimate" : "final"}</Badge>
      </CardHeader>
      <CardBody className="space-y-2 text-sm text-zinc-700">
        <p className="text-base font-medium text-zinc-900">{crowdSentence(receipt)}</p>
        <p>
          Funded from {receipt.source === "private_balance" ? "the private balance" : "a deposit"}; each payout waited a
          random {delayText(receipt)}. Counted: the deposits that landed in its window and could pay its amount, and the
          accounts whose top-ups could.
        </p>
        {receipt.anonymitySet <= 1 ? (
          <p className="text-zinc-600">
            Paying round amounts from the private balance hides a payment among every balance that could pay it.
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** Before paying: the estimate, one line. */
export function PrivacyEstimateLine({ receipt }: { receipt: PrivacyReceipt | undefined }) {
  if (!receipt) return null;
  return (
    <p className="text-sm text-zinc-600" data-privacy-estimate={receipt.anonymitySet}>
      Privacy, if sent now: {crowdSentence(receipt)}
    </p>
  );
}
