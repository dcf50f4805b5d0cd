import { createCloseAccountInstruction } from "@solana/spl-token";
import type { PublicKey, TransactionInstruction } from "@solana/web3.js";
import type { AssetSymbol } from "../assets";
import { destinationAccount, transferInstructions } from "./build-transfer";

/**
 * Empties one deposit account of an ephemeral address: `parts` say who receives how much (together, the whole
 * balance, or part of it). The pool wallet `payer` pays the fee and the token accounts of the parts marked
 * `createAccount` (idempotently: nothing when one exists); a part not marked needs its account to exist, or the move
 * fails. With `rentTo`, the emptied token account is closed and its rent goes back to `rentTo`, who paid it. SOL
 * leaves the ephemeral address itself, which needs no SOL of its own.
 */
export function emptyDepositInstructions(input: {
  asset: AssetSymbol;
  ephemeral: PublicKey;
  parts: { to: PublicKey; amount: bigint; createAccount: boolean }[];
  payer: PublicKey;
  rentTo?: PublicKey;
}): TransactionInstruction[] {
  const moves = input.parts
    .filter((p) => p.amount > 0n)
    .flatMap((p) => transferInstructions(input.asset, input.ephemeral, p.to, p.amount, input.payer, p.createAccount));
  if (input.asset === "SOL" || !input.rentTo) return moves;
  const account = destinationAccount(input.asset, input.ephemeral);
  return [...moves, createCloseAccountInstruction(account, input.rentTo, input.ephemeral)];
}
