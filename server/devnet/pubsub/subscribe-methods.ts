import bs58 from "bs58";
import { accountFilters } from "../account-filters";
import { accountEncoding, dataSlice } from "../encoding/account-json";
import type { Handler } from "../json-rpc";
import { RpcError } from "../rpc-error";
import { commitment, config, version } from "../rpc-methods/params";
import type { PubsubNotifier } from "./notifier";
import type {
  AccountSubscription,
  LogsSubscription,
  ProgramSubscription,
  PubsubClient,
  RootSubscription,
  SignatureSubscription,
  SlotSubscription,
  SubscriptionRegistry,
} from "./subscriptions";

function invalid(thing: string): RpcError {
  return new RpcError(-32602, `Invalid Request: Invalid ${thing} provided`);
}

function address(value: unknown, thing: string): string {
  if (typeof value !== "string") throw invalid(thing);
  try {
    if (bs58.decode(value).length === 32) return value;
  } catch {}
  throw invalid(thing);
}

function signature(value: unknown): string {
  if (typeof value !== "string") throw invalid("signature");
  try {
    if (bs58.decode(value).length === 64) return value;
  } catch {}
  throw invalid("signature");
}

/** The PubSub methods of a validator's websocket: each *Subscribe answers a subscription id. */
export function subscribeMethods(
  registry: SubscriptionRegistry,
  notifier: PubsubNotifier,
): Record<string, Handler<PubsubClient>> {
  const unsubscribe: Handler<PubsubClient> = (params, client) => {
    if (!registry.remove(client, Number(params[0]))) throw new RpcError(-32602, "Invalid subscription id.");
    return true;
  };
  return {
    signatureSubscribe: (params, client) => {
      const cfg = config(params, 1);
      const subscription = registry.add<SignatureSubscription>(client, {
        kind: "signature",
        signature: signature(params[0]),
        commitment: commitment(cfg),
        receivedNotification: cfg.enableReceivedNotification === true,
      });
      // After the reply carrying the id, or the client could not tell whose notification it is.
      queueMicrotask(() => notifier.signatureSubscribed(subscription));
      return subscription.id;
    },
    accountSubscribe: (params, client) => {
      const cfg = config(params, 1);
      return registry.add<AccountSubscription>(client, {
        kind: "account",
        address: address(params[0], "pubkey"),
        commitment: commitment(cfg),
        encoding: accountEncoding(cfg.encoding, "binary"),
        slice: dataSlice(cfg.dataSlice),
      }).id;
    },
    programSubscribe: (params, client) => {
      const cfg = config(params, 1);
      return registry.add<ProgramSubscription>(client, {
        kind: "program",
        program: address(params[0], "pubkey"),
        commitment: commitment(cfg),
        encoding: accountEncoding(cfg.encoding, "binary"),
        slice: dataSlice(cfg.dataSlice),
        filters: accountFilters(cfg.filters),
      }).id;
    },
    logsSubscribe: (params, client) => {
      const filter = params[0];
      let mentions: string | undefined;
      if (typeof filter === "object" && filter !== null && "mentions" in filter) {
        const keys = (filter as { mentions: unknown }).mentions;
        if (!Array.isArray(keys) || keys.length !== 1) {
          throw new RpcError(-32602, "Invalid Request: Only 1 address supported");
        }
        mentions = address(keys[0], "mentions");
      } else if (filter !== "all" && filter !== "allWithVotes") {
        throw new RpcError(-32602, 'Invalid params: expected "all", "allWithVotes" or {"mentions": [address]}');
      }
      return registry.add<LogsSubscription>(client, {
        kind: "logs",
        mentions,
        commitment: commitment(config(params, 1)),
      }).id;
    },
    slotSubscribe: (_params, client) => registry.add<SlotSubscription>(client, { kind: "slot" }).id,
    rootSubscribe: (_params, client) => registry.add<RootSubscription>(client, { kind: "root" }).id,
    signatureUnsubscribe: unsubscribe,
    accountUnsubscribe: unsubscribe,
    programUnsubscribe: unsubscribe,
    logsUnsubscribe: unsubscribe,
    slotUnsubscribe: unsubscribe,
    rootUnsubscribe: unsubscribe,
    getVersion: () => version,
  };
}
