import type { EncodedAccount } from "@solana/kit";
import { matchesFilters } from "../account-filters";
import type { Commitment, DevnetLedger } from "../devnet-ledger";
import { accountJson, closedAccountJson } from "../encoding/account-json";
import type { ExecutedTransaction, LedgerListener } from "../ledger-events";
import type { AccountSubscription, SignatureSubscription, SubscriptionRegistry } from "./subscriptions";

/** What happened in one slot, kept until the slot is finalized so each commitment level can be told in turn. */
type SlotActivity = { transactions: ExecutedTransaction[]; accounts: Map<string, EncodedAccount | null> };

/**
 * Turns ledger events into notifications: `processed` as a transaction executes, `confirmed` when the next slot
 * opens, `finalized` when the root passes the slot (after the save that makes it durable). Accounts are reported
 * as they were at the end of the slot being notified.
 */
export class PubsubNotifier implements LedgerListener {
  private readonly activity = new Map<number, SlotActivity>();
  private confirmedThrough: number;
  private finalizedThrough: number;

  constructor(
    private readonly ledger: DevnetLedger,
    private readonly subscriptions: SubscriptionRegistry,
  ) {
    this.confirmedThrough = ledger.slot - 1;
    this.finalizedThrough = ledger.finalizedSlot;
  }

  received(signature: string, slot: number): void {
    for (const s of this.subscriptions.signatures.get(signature) ?? []) {
      if (s.receivedNotification) s.client.notify("signatureNotification", s.id, result(slot, "receivedSignature"));
    }
  }

  executed(transaction: ExecutedTransaction): void {
    const activity = this.slotActivity(transaction.slot);
    activity.transactions.push(transaction);
    for (const [key, account] of transaction.changedAccounts) activity.accounts.set(key, account);
    this.publish({ transactions: [transaction], accounts: transaction.changedAccounts }, transaction.slot, "processed");
  }

  slotOpened(slot: number, parent: number, root: number): void {
    for (const s of this.subscriptions.slots) s.client.notify("slotNotification", s.id, { parent, root, slot });
    for (let done = this.confirmedThrough + 1; done < slot; done++) {
      const activity = this.activity.get(done);
      if (activity) this.publish(activity, done, "confirmed");
    }
    this.confirmedThrough = Math.max(this.confirmedThrough, slot - 1);
  }

  rooted(root: number): void {
    for (let slot = this.finalizedThrough + 1; slot <= root; slot++) {
      const activity = this.activity.get(slot);
      if (activity) this.publish(activity, slot, "finalized");
      this.activity.delete(slot);
    }
    this.finalizedThrough = Math.max(this.finalizedThrough, root);
    for (const s of this.subscriptions.roots) s.client.notify("rootNotification", s.id, root);
  }

  /** A new signature subscription whose transaction already reached its commitment is answered at once. */
  signatureSubscribed(s: SignatureSubscription): void {
    const record = this.ledger.history.get(s.signature);
    if (record && this.ledger.reached(record, s.commitment)) this.notifySignature(s, record.slot, record.err);
  }

  private slotActivity(slot: number): SlotActivity {
    let activity = this.activity.get(slot);
    if (!activity) {
      activity = { transactions: [], accounts: new Map() };
      this.activity.set(slot, activity);
    }
    return activity;
  }

  private publish(activity: SlotActivity, slot: number, commitment: Commitment): void {
    for (const transaction of activity.transactions) {
      for (const s of this.subscriptions.signatures.get(transaction.signature) ?? []) {
        if (s.commitment === commitment) this.notifySignature(s, slot, transaction.err);
      }
      this.publishLogs(transaction, slot, commitment);
    }
    for (const [key, account] of activity.accounts) {
      for (const s of this.subscriptions.accounts.get(key) ?? []) {
        if (s.commitment === commitment)
          s.client.notify("accountNotification", s.id, result(slot, this.encode(s, account)));
      }
      this.publishProgram(key, account, slot, commitment);
    }
  }

  private publishLogs(transaction: ExecutedTransaction, slot: number, commitment: Commitment): void {
    const value = { signature: transaction.signature, err: transaction.err, logs: transaction.logs };
    const mentioned = new Set(
      transaction.accountKeys.flatMap((key) => [...(this.subscriptions.logMentions.get(key) ?? [])]),
    );
    for (const s of [...this.subscriptions.allLogs, ...mentioned]) {
      if (s.commitment === commitment) s.client.notify("logsNotification", s.id, result(slot, value));
    }
  }

  private publishProgram(key: string, account: EncodedAccount | null, slot: number, commitment: Commitment): void {
    if (!account) return;
    for (const s of this.subscriptions.programs.get(account.programAddress) ?? []) {
      if (s.commitment !== commitment || !matchesFilters(account, s.filters)) continue;
      s.client.notify("programNotification", s.id, result(slot, { pubkey: key, account: this.encode(s, account) }));
    }
  }

  private encode(s: Pick<AccountSubscription, "encoding" | "slice">, account: EncodedAccount | null) {
    if (!account) return closedAccountJson(s.encoding);
    return accountJson((key) => this.ledger.account(key), account, s.encoding, s.slice);
  }

  /** Signature subscriptions end with their notification, as on a validator. */
  private notifySignature(s: SignatureSubscription, slot: number, err: unknown): void {
    s.client.notify("signatureNotification", s.id, result(slot, { err }));
    this.subscriptions.remove(s.client, s.id);
  }
}

function result(slot: number, value: unknown) {
  return { context: { slot }, value };
}
