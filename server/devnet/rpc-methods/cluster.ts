import { createHash } from "node:crypto";
import { address } from "@solana/kit";
import bs58 from "bs58";
import type { DevnetLedger } from "../devnet-ledger";
import { apiVersion, commitment, config, type Methods, version, withContext } from "./params";

const slotsPerEpoch = 432_000;

/** Owners whose accounts hold the devnet's lamports (wallets, tokens, tables, programs, sysvars). */
const lamportHolders = [
  "11111111111111111111111111111111",
  "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  "AddressLookupTab1e1111111111111111111111111",
  "NativeLoader1111111111111111111111111111111",
  "BPFLoader2111111111111111111111111111111111",
  "BPFLoaderUpgradeab1e11111111111111111111111",
  "LoaderV411111111111111111111111111111111111",
  "Sysvar1111111111111111111111111111111111111",
];

/** The devnet's node identity: a fixed key derived from its genesis hash. */
export function identity(ledger: DevnetLedger): string {
  return bs58.encode(createHash("sha256").update(`devnet identity ${ledger.genesisHash}`).digest());
}

/** Questions about the cluster itself: health, version, identity, slots, epochs, supply. */
export function clusterMethods(ledger: DevnetLedger, rpcUrl: () => string): Methods {
  const slotOf = (params: unknown[]) => ledger.slotAt(commitment(config(params, 0)));
  return {
    getHealth: () => "ok",
    getVersion: () => version,
    getGenesisHash: () => ledger.genesisHash,
    getIdentity: () => ({ identity: identity(ledger) }),
    getSlotLeader: () => identity(ledger),
    getClusterNodes: () => [
      {
        pubkey: identity(ledger),
        gossip: null,
        tpu: null,
        rpc: rpcUrl().replace(/^https?:\/\//, ""),
        version: apiVersion,
        featureSet: version["feature-set"],
        shredVersion: 0,
      },
    ],
    getSlot: (params) => slotOf(params),
    getBlockHeight: (params) => ledger.blockHeightAt(slotOf(params)),
    getTransactionCount: () => ledger.history.size,
    getMaxRetransmitSlot: () => ledger.slot,
    getMaxShredInsertSlot: () => ledger.slot,
    getEpochInfo: (params) => {
      const slot = slotOf(params);
      return {
        absoluteSlot: slot,
        blockHeight: ledger.blockHeightAt(slot),
        epoch: Math.floor(slot / slotsPerEpoch),
        slotIndex: slot % slotsPerEpoch,
        slotsInEpoch: slotsPerEpoch,
        transactionCount: ledger.history.size,
      };
    },
    getEpochSchedule: () => ({
      slotsPerEpoch,
      leaderScheduleSlotOffset: slotsPerEpoch,
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
    getSupply: (params) => {
      const level = commitment(config(params, 0));
      let total = 0n;
      for (const owner of lamportHolders) {
        for (const account of ledger.svm.getProgramAccounts(address(owner))) total += account.lamports;
      }
      const lamports = Number(total);
      return withContext(
        ledger,
        { total: lamports, circulating: lamports, nonCirculating: 0, nonCirculatingAccounts: [] },
        level,
      );
    },
  };
}
