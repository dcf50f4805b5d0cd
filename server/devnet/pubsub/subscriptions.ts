import type { AccountFilter } from "../account-filters";
import type { Commitment } from "../devnet-ledger";
import type { AccountEncoding, DataSlice } from "../encoding/account-json";
import { RpcError } from "../rpc-error";

/** One websocket connection, as subscriptions see it. */
export interface PubsubClient {
  readonly subscriptions: Set<number>;
  notify(method: string, subscription: number, result: unknown): void;
}

type Base = { id: number; client: PubsubClient };
export type SignatureSubscription = Base & {
  kind: "signature";
  signature: string;
  commitment: Commitment;
  receivedNotification: boolean;
};
export type AccountSubscription = Base & {
  kind: "account";
  address: string;
  commitment: Commitment;
  encoding: AccountEncoding;
  slice?: DataSlice;
};
export type ProgramSubscription = Base & {
  kind: "program";
  program: string;
  commitment: Commitment;
  encoding: AccountEncoding;
  slice?: DataSlice;
  filters: AccountFilter[];
};
export type LogsSubscription = Base & { kind: "logs"; mentions?: string; commitment: Commitment };
export type SlotSubscription = Base & { kind: "slot" };
export type RootSubscription = Base & { kind: "root" };
export type Subscription =
  | SignatureSubscription
  | AccountSubscription
  | ProgramSubscription
  | LogsSubscription
  | SlotSubscription
  | RootSubscription;

type Spec<S extends Subscription> = Omit<S, "id" | "client">;

/** Every live subscription, indexed by what triggers it; ids are unique across connections, as on a validator. */
export class SubscriptionRegistry {
  private nextId = 1;
  private readonly byId = new Map<number, Subscription>();
  readonly signatures = new Map<string, Set<SignatureSubscription>>();
  readonly accounts = new Map<string, Set<AccountSubscription>>();
  readonly programs = new Map<string, Set<ProgramSubscription>>();
  readonly allLogs = new Set<LogsSubscription>();
  readonly logMentions = new Map<string, Set<LogsSubscription>>();
  readonly slots = new Set<SlotSubscription>();
  readonly roots = new Set<RootSubscription>();

  constructor(private readonly maxPerClient: number) {}

  add<S extends Subscription>(client: PubsubClient, spec: Spec<S>): S {
    if (client.subscriptions.size >= this.maxPerClient) {
      throw new RpcError(
        -32603,
        `Internal Error: Subscription refused. At most ${this.maxPerClient} subscriptions per connection: unsubscribe some or open another connection`,
      );
    }
    const subscription = { ...spec, id: this.nextId++, client } as S;
    this.byId.set(subscription.id, subscription);
    client.subscriptions.add(subscription.id);
    this.index(subscription, true);
    return subscription;
  }

  /** Removes a subscription of this client; false when it has none by that id. */
  remove(client: PubsubClient, id: number): boolean {
    const subscription = this.byId.get(id);
    if (!subscription || subscription.client !== client) return false;
    this.byId.delete(id);
    client.subscriptions.delete(id);
    this.index(subscription, false);
    return true;
  }

  removeClient(client: PubsubClient): void {
    for (const id of [...client.subscriptions]) this.remove(client, id);
  }

  get size(): number {
    return this.byId.size;
  }

  private index(s: Subscription, add: boolean): void {
    if (s.kind === "signature") keyed(this.signatures, s.signature, s, add);
    else if (s.kind === "account") keyed(this.accounts, s.address, s, add);
    else if (s.kind === "program") keyed(this.programs, s.program, s, add);
    else if (s.kind === "logs" && s.mentions) keyed(this.logMentions, s.mentions, s, add);
    else if (s.kind === "logs") member(this.allLogs, s, add);
    else if (s.kind === "slot") member(this.slots, s, add);
    else member(this.roots, s, add);
  }
}

function member<S>(set: Set<S>, subscription: S, add: boolean): void {
  if (add) set.add(subscription);
  else set.delete(subscription);
}

function keyed<S>(map: Map<string, Set<S>>, key: string, subscription: S, add: boolean): void {
  const set = map.get(key);
  if (add) {
    if (set) set.add(subscription);
    else map.set(key, new Set([subscription]));
  } else if (set) {
    set.delete(subscription);
    if (set.size === 0) map.delete(key);
  }
}
