import type { Connection, PublicKey } from "@solana/web3.js";
import type { Principal } from "../../server/auth/principal";
import type { Db } from "../../server/db/client";
import type { Checked } from "../support/checked";
import type { Payment } from "./observe";

/** What both worlds of bench:privacy share: the service, the devnet, the checks and the compressed settings. */
export type PrivacyContext = {
  db: Db;
  principal: Principal;
  connection: Connection;
  faucet: (owner: PublicKey, asset: string, amount: bigint) => Promise<unknown>;
  checks: Checked;
  delayMinS: number;
  delayMaxS: number;
  holdS: number;
  arrivalS: number;
};

/** One world's payments, made: the truth the observer is scored against, and how to read the service's records. */
export type Made = {
  /** Each payment's amount, as the recipient must receive it. */
  amounts: string[];
  /** The transactions that pay the recipients, which must complete. */
  transactionIds: string[];
  payments: Payment[];
  /** When the first deposit (deposit world) or payment (balance world) could be made. */
  started: number;
  /** The run's first line, given how long after `started` everything was paid. */
  header: (settledS: number) => string;
  /** Where the time went, from the service's records. */
  stages: () => Promise<string>;
};

export const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
export const slowest = (values: number[]) => Math.max(...values).toFixed(1);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
